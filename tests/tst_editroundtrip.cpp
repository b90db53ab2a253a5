// Random edit, undo, redo, save and reload sequences on ScenarioModel (and ResourceTableModel):
// the model must accept exactly the edits the file rules accept, and every saved file must load
// back to the very scenario the model holds. Seeded: DRFVIZ_SEED=<n> replays one run.

#include "resourcetablemodel.h"
#include "samescenario.h"
#include "scenariofile.h"
#include "scenariomodel.h"
#include "testmain.h"
#include "validation.h"

#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <functional>
#include <limits>
#include <random>

using namespace drf;
using drf::test::sameScenario;

namespace {

constexpr int kSequences = 2000;
constexpr int kStepsPerSequence = 40;

/// Every field with 17 significant digits, for failure messages.
QString describe(const Scenario &s)
{
    const auto number = [](double value) { return QString::number(value, 'g', 17); };
    QStringList lines{QStringLiteral("title \"%1\"").arg(s.title)};
    for (const Resource &r : s.resources)
        lines << QStringLiteral("resource \"%1\" %2 %3")
                     .arg(r.name, number(r.capacity), number(r.price));
    for (const User &u : s.users) {
        QStringList demand;
        for (double d : u.demand)
            demand << number(d);
        lines << QStringLiteral("user \"%1\" [%2] %3 %4")
                     .arg(u.name, demand.join(QLatin1Char(' ')), number(u.weight),
                          u.maxTasks ? number(*u.maxTasks) : QStringLiteral("unbounded"));
    }
    return lines.join(QLatin1Char('\n'));
}

QString issuesText(const Scenario &scenario)
{
    QStringList lines;
    for (const ValidationIssue &issue : validateScenario(scenario))
        lines << issue.toString();
    return lines.join(QLatin1Char('\n'));
}

/// One random run: a model, its resource table, an oracle and a log of what was done.
class RandomEditor
{
public:
    RandomEditor(quint32 seed, const QString &savePath)
        : m_random(seed), m_resources(&m_model), m_savePath(savePath)
    {
        m_states.append(m_model.scenario());
        m_loaded = m_model.scenario();
    }

    /// Runs the steps; returns the first failure (with the log), or empty.
    QString run(int steps)
    {
        for (int step = 0; step < steps; ++step) {
            const QString failure = randomStep();
            m_log.last() += QStringLiteral("   (undo index %1 of %2)")
                                .arg(m_model.undoStack()->index())
                                .arg(m_model.undoStack()->count());
            if (!failure.isEmpty())
                return failure + QStringLiteral("\n\nsteps:\n") + m_log.join(QLatin1Char('\n')) +
                       QStringLiteral("\n\nscenario:\n") + describe(m_model.scenario());
        }
        return {};
    }

private:
    int below(int n) { return std::uniform_int_distribution<int>(0, n - 1)(m_random); }
    bool chance(double p) { return std::bernoulli_distribution(p)(m_random); }

    /// Names with spaces around, duplicates of one another, blanks and odd characters.
    QString randomName()
    {
        static const QStringList names = {
            QStringLiteral("A"),       QStringLiteral("A "),     QStringLiteral(" A"),
            QStringLiteral("B"),       QStringLiteral("B\t"),    QStringLiteral("C"),
            QStringLiteral(""),        QStringLiteral("  "),     QStringLiteral("a"),
            QStringLiteral("CPU"),     QStringLiteral("GPU"),    QStringLiteral(" GPU "),
            QStringLiteral("Memory"),  QStringLiteral("User 4"), QStringLiteral("Ω"),
            QStringLiteral("\u00a0A"), QStringLiteral("x y"),    QStringLiteral("\"q\"")};
        if (chance(0.2))
            return QStringLiteral("%1%2%3")
                .arg(chance(0.5) ? QStringLiteral(" ") : QString())
                .arg(QChar(QLatin1Char('A' + below(4))))
                .arg(chance(0.5) ? QStringLiteral(" ") : QString());
        return names[below(int(names.size()))];
    }

    /// Mostly valid numbers, some the rules reject.
    double randomNumber()
    {
        static const double numbers[] = {0.0,
                                         -0.0,
                                         1.0,
                                         2.5,
                                         1.0 / 3.0,
                                         1e-7,
                                         5e-324,
                                         1e12,
                                         -1.0,
                                         1e13,
                                         std::nextafter(1e12, 2e12),
                                         std::numeric_limits<double>::infinity(),
                                         -std::numeric_limits<double>::infinity(),
                                         std::numeric_limits<double>::quiet_NaN()};
        if (chance(0.4))
            return std::uniform_real_distribution<double>(0.0, 1000.0)(m_random);
        return numbers[below(int(std::size(numbers)))];
    }

    std::optional<double> randomCap()
    {
        if (chance(0.3))
            return std::nullopt;
        return randomNumber();
    }

    User randomUser(int resourceCount)
    {
        QList<double> demand;
        const int count = chance(0.1) ? below(resourceCount + 2) : resourceCount;
        for (int j = 0; j < count; ++j)
            demand << (chance(0.7) ? double(1 + below(5)) : randomNumber());
        return {randomName(), demand, chance(0.7) ? 1.0 : randomNumber(), randomCap()};
    }

    Resource randomResource()
    {
        return {randomName(), chance(0.7) ? 100.0 : randomNumber(),
                chance(0.7) ? 10.0 : randomNumber()};
    }

    int userIndex() { return below(m_model.scenario().userCount() + 1) - (chance(0.05) ? 1 : 0); }
    int resourceIndex()
    {
        return below(m_model.scenario().resourceCount() + 1) - (chance(0.05) ? 1 : 0);
    }

    QString randomStep()
    {
        switch (below(12)) {
        case 0:
        case 1:
            return fieldEdit();
        case 2:
            return structuralEdit();
        case 3:
            return editorEdit();
        case 4:
            return drag();
        case 5:
        case 6:
            return undoOrRedo(true);
        case 7:
            return undoOrRedo(false);
        case 8:
            return saveAndReload();
        default:
            return fieldEdit();
        }
    }

    /// A direct edit through the model's API, checked against the oracle: the model accepts it
    /// exactly when the edited scenario passes validateScenario(), and then holds that scenario.
    QString fieldEdit()
    {
        const int user = userIndex();
        const int resource = resourceIndex();
        const auto number = [](double value) { return QString::number(value, 'g', 17); };
        switch (below(9)) {
        case 0: {
            const QString name = randomName();
            return userEdit(
                QStringLiteral("setUserName(%1, \"%2\")").arg(user).arg(name), user, true,
                [&](User &u) { u.name = name; }, [&] { return m_model.setUserName(user, name); });
        }
        case 1: {
            const double value = randomNumber();
            const bool resourceExists =
                resource >= 0 && resource < m_model.scenario().resourceCount();
            return userEdit(
                QStringLiteral("setDemand(%1, %2, %3)").arg(user).arg(resource).arg(number(value)),
                user, resourceExists, [&](User &u) { u.demand[resource] = value; },
                [&] { return m_model.setDemand(user, resource, value); });
        }
        case 2: {
            const double value = randomNumber();
            return userEdit(
                QStringLiteral("setWeight(%1, %2)").arg(user).arg(number(value)), user, true,
                [&](User &u) { u.weight = value; }, [&] { return m_model.setWeight(user, value); });
        }
        case 3: {
            const std::optional<double> value = randomCap();
            return userEdit(
                QStringLiteral("setMaxTasks(%1, %2)")
                    .arg(user)
                    .arg(value ? number(*value) : QStringLiteral("unbounded")),
                user, true, [&](User &u) { u.maxTasks = value; },
                [&] { return m_model.setMaxTasks(user, value); });
        }
        case 4: {
            const QString name = randomName();
            return resourceEdit(
                QStringLiteral("setResourceName(%1, \"%2\")").arg(resource).arg(name), resource,
                [&](Resource &r) { r.name = name; },
                [&] { return m_model.setResourceName(resource, name); });
        }
        case 5: {
            const double value = randomNumber();
            return resourceEdit(
                QStringLiteral("setCapacity(%1, %2)").arg(resource).arg(number(value)), resource,
                [&](Resource &r) { r.capacity = value; },
                [&] { return m_model.setCapacity(resource, value); });
        }
        case 6: {
            const double value = randomNumber();
            return resourceEdit(
                QStringLiteral("setPrice(%1, %2)").arg(resource).arg(number(value)), resource,
                [&](Resource &r) { r.price = value; },
                [&] { return m_model.setPrice(resource, value); });
        }
        case 7: {
            const double value = randomTime();
            return userEdit(
                QStringLiteral("setArrive(%1, %2)").arg(user).arg(number(value)), user, true,
                [&](User &u) { u.arrive = value; }, [&] { return m_model.setArrive(user, value); });
        }
        default: {
            const std::optional<double> value =
                chance(0.2) ? std::nullopt : std::optional<double>(randomTime());
            Scenario expected = m_model.scenario();
            expected.horizon = value;
            return checkEdit(
                QStringLiteral("setHorizon(%1)")
                    .arg(value ? number(*value) : QStringLiteral("none")),
                [&] { return m_model.setHorizon(value); }, true, expected);
        }
        }
    }

    /// A time, often within 1e-9 (relative, absolute below 1) of a time the scenario gives, or
    /// on it: the same instant, which the rules refuse unless the two are equal.
    double randomTime()
    {
        if (chance(0.5))
            return randomNumber();
        const Scenario &scenario = m_model.scenario();
        double near = scenario.users[below(scenario.userCount())].arrive;
        if (scenario.horizon && chance(0.3))
            near = *scenario.horizon;
        static const double offsets[] = {0.0, 1e-10, 4e-10, 2e-9, 1.0};
        const double offset = offsets[below(int(std::size(offsets)))];
        return chance(0.5) ? near + offset * std::max(1.0, near) : near;
    }

    /// `edit` changes user `user` as `change` changes the oracle's copy (when `possible` and the
    /// user exists).
    QString userEdit(const QString &what, int user, bool possible,
                     const std::function<void(User &)> &change,
                     const std::function<QString()> &edit)
    {
        Scenario expected = m_model.scenario();
        possible = possible && user >= 0 && user < expected.userCount();
        if (possible)
            change(expected.users[user]);
        return checkEdit(what, edit, possible, expected);
    }

    QString resourceEdit(const QString &what, int resource,
                         const std::function<void(Resource &)> &change,
                         const std::function<QString()> &edit)
    {
        Scenario expected = m_model.scenario();
        const bool possible = resource >= 0 && resource < expected.resourceCount();
        if (possible)
            change(expected.resources[resource]);
        return checkEdit(what, edit, possible, expected);
    }

    QString structuralEdit()
    {
        Scenario expected = m_model.scenario();
        switch (below(4)) {
        case 0: {
            if (chance(0.3)) {
                // The model picks a fresh name: accepted below the limit, unless its arrival at
                // 0 is the instant of another's distinct time (one arriving at 1e-10).
                m_log << QStringLiteral("addUser()");
                const int before = expected.userCount();
                Scenario withFresh = expected;
                withFresh.users.append(User{});
                const QString reason = m_model.addUser();
                const bool accept = before < kMaxUsers && instantClashes(withFresh).isEmpty();
                return afterEdit(QStringLiteral("addUser()"), reason,
                                 accept == reason.isEmpty() &&
                                     m_model.scenario().userCount() == before + int(accept));
            }
            const User user = randomUser(expected.resourceCount());
            expected.users.append(user);
            return checkEdit(
                QStringLiteral("addUser(%1)").arg(describeUser(user)),
                [=] { return m_model.addUser(user); }, true, expected);
        }
        case 1: {
            const int user = userIndex();
            const bool exists = user >= 0 && user < expected.userCount();
            if (exists)
                expected.users.removeAt(user);
            return checkEdit(
                QStringLiteral("removeUser(%1)").arg(user),
                [=] { return m_model.removeUser(user); }, exists, expected);
        }
        case 2: {
            const Resource resource = chance(0.3) ? Resource{} : randomResource();
            const bool fresh = resource.name.isEmpty() && chance(0.5);
            const double demand = chance(0.6) ? 0.0 : randomNumber();
            if (fresh) {
                const QString what =
                    QStringLiteral("addResource(fresh, %1)").arg(demand, 0, 'g', 17);
                m_log << what;
                const int before = expected.resourceCount();
                const QString reason = m_model.addResource(std::nullopt, demand);
                const bool accept =
                    before < kMaxResources && checkDemandComponent(demand).isEmpty();
                return afterEdit(what, reason, accept == reason.isEmpty());
            }
            expected.resources.append(resource);
            for (User &user : expected.users)
                user.demand.append(demand);
            return checkEdit(
                QStringLiteral("addResource(\"%1\" %2 %3, %4)")
                    .arg(resource.name)
                    .arg(resource.capacity, 0, 'g', 17)
                    .arg(resource.price, 0, 'g', 17)
                    .arg(demand, 0, 'g', 17),
                [=] { return m_model.addResource(resource, demand); }, true, expected);
        }
        default: {
            const int resource = resourceIndex();
            const bool exists = resource >= 0 && resource < expected.resourceCount();
            if (exists) {
                expected.resources.removeAt(resource);
                for (User &user : expected.users)
                    user.demand.removeAt(resource);
            }
            return checkEdit(
                QStringLiteral("removeResource(%1)").arg(resource),
                [=] { return m_model.removeResource(resource); }, exists, expected);
        }
        }
    }

    /// What a cell editor delivers (text or numbers) through setData() of either table.
    QString editorEdit()
    {
        static const QStringList texts = {
            QStringLiteral("3"),         QStringLiteral("0"),  QStringLiteral("-2"),
            QStringLiteral("abc"),       QStringLiteral(""),   QStringLiteral("1e400"),
            QStringLiteral("unbounded"), QStringLiteral("∞"),  QStringLiteral("A "),
            QStringLiteral("1e12"),      QStringLiteral(" 7 ")};
        const QVariant value = chance(0.5)   ? QVariant(texts[below(int(texts.size()))])
                               : chance(0.5) ? QVariant(randomName())
                                             : QVariant(randomNumber());
        QAbstractItemModel *table =
            chance(0.5) ? static_cast<QAbstractItemModel *>(&m_model) : &m_resources;
        const QModelIndex cell =
            table->index(below(table->rowCount()), below(table->columnCount()));
        const QString what =
            QStringLiteral("%1 setData(%2, %3, \"%4\")")
                .arg(table == &m_model ? QStringLiteral("scenario") : QStringLiteral("resources"))
                .arg(cell.row())
                .arg(cell.column())
                .arg(value.toString());
        m_log << what;
        const bool accepted = table->setData(cell, value);
        return afterEdit(what, accepted ? QString() : QStringLiteral("rejected"), true);
    }

    /// A slider drag: several demand edits merged into one undo step.
    QString drag()
    {
        const int user = below(m_model.scenario().userCount());
        const int resource = below(m_model.scenario().resourceCount());
        m_log << QStringLiteral("drag demand(%1, %2)").arg(user).arg(resource);
        const double dragStart = m_model.scenario().users[user].demand[resource];
        m_model.beginInteractiveEdit();
        for (int k = below(5); k >= 0; --k) {
            // Sometimes back to where the drag began: the merged step then disappears.
            const double value = chance(0.2) ? dragStart : randomNumber();
            m_log << QStringLiteral("  setDemand(%1, %2, %3)")
                         .arg(user)
                         .arg(resource)
                         .arg(value, 0, 'g', 17);
            const QString reason = m_model.setDemand(user, resource, value);
            if (QString failure = afterEdit(QStringLiteral("drag step"), reason, true);
                !failure.isEmpty())
                return failure;
        }
        m_model.endInteractiveEdit();
        return {};
    }

    QString undoOrRedo(bool undo)
    {
        QUndoStack *stack = m_model.undoStack();
        m_log << (undo ? QStringLiteral("undo") : QStringLiteral("redo"));
        if (undo)
            stack->undo();
        else
            stack->redo();
        const int index = stack->index();
        if (index >= m_states.size())
            return QStringLiteral("undo index %1 beyond the %2 states seen")
                .arg(index)
                .arg(m_states.size());
        if (!sameScenario(m_model.scenario(), m_states[index]))
            return QStringLiteral("after %1 the scenario is not state %2:\n%3")
                .arg(undo ? QStringLiteral("undo") : QStringLiteral("redo"))
                .arg(index)
                .arg(describe(m_states[index]));
        return validityFailure(QStringLiteral("after undo/redo"));
    }

    QString saveAndReload()
    {
        const Scenario held = m_model.scenario();
        // Mostly in memory: every real save waits for the disk (QSaveFile syncs).
        const bool toDisk = chance(0.05);
        m_log << (toDisk ? QStringLiteral("save and reload")
                         : QStringLiteral("save and reload in memory"));
        QString error;
        if (toDisk && !saveScenarioFile(held, m_savePath, &error))
            return QStringLiteral("save failed: ") + error;
        const LoadResult loaded =
            toDisk ? loadScenarioFile(m_savePath) : parseScenarioJson(scenarioToJson(held));
        if (!loaded.ok())
            return QStringLiteral("the saved file does not load:\n") + loaded.errorText();
        if (!sameScenario(*loaded.scenario, held))
            return QStringLiteral(
                       "the saved file loads as another scenario:\n%1\nthan the one saved")
                .arg(describe(*loaded.scenario));
        if (chance(0.3)) { // continue from the file, as Open does
            m_log << QStringLiteral("reset to the loaded scenario");
            m_model.resetScenario(*loaded.scenario);
            m_states = {m_model.scenario()};
            m_loaded = m_model.scenario();
        }
        return {};
    }

    /// Runs `edit`, which the model must accept exactly when `possible` and `expected` (the
    /// scenario it would give) passes validateScenario().
    QString checkEdit(const QString &what, const std::function<QString()> &edit, bool possible,
                      const Scenario &expected)
    {
        m_log << what;
        // The loaded scenario's title, marked while the scenario differs from it.
        Scenario expectedTitled = expected;
        expectedTitled.title = m_loaded.title;
        if (!m_loaded.title.isEmpty() && !sameScenario(expectedTitled, m_loaded))
            expectedTitled.title = basedOnTitle(m_loaded.title);
        return checkTitledEdit(what, edit, possible, expectedTitled);
    }

    QString checkTitledEdit(const QString &what, const std::function<QString()> &edit,
                            bool possible, const Scenario &expected)
    {
        const QString oracle = possible ? issuesText(expected) : QStringLiteral("no such index");
        const QString reason = edit();
        if (reason.isEmpty() != oracle.isEmpty())
            return QStringLiteral("%1: the model says \"%2\" but the file rules say \"%3\"")
                .arg(what, reason.isEmpty() ? QStringLiteral("accepted") : reason,
                     oracle.isEmpty() ? QStringLiteral("valid") : oracle);
        if (reason.isEmpty() && !sameScenario(m_model.scenario(), expected))
            return QStringLiteral("%1: accepted, but the model holds another scenario than\n%2")
                .arg(what, describe(expected));
        return afterEdit(what, reason, true);
    }

    /// Bookkeeping after any edit: a rejected one changes nothing; an accepted one leaves a valid
    /// scenario, recorded as the state of its undo index.
    QString afterEdit(const QString &what, const QString &reason, bool asExpected)
    {
        if (!asExpected)
            return QStringLiteral("%1: unexpected outcome \"%2\"").arg(what, reason);
        const int index = m_model.undoStack()->index();
        if (!reason.isEmpty()) {
            if (index >= m_states.size() || !sameScenario(m_model.scenario(), m_states[index]))
                return QStringLiteral("%1: rejected (%2) but the scenario changed")
                    .arg(what, reason);
            return {};
        }
        // A push drops the commands above it (count == index); an edit that changes nothing
        // keeps them.
        m_states.resize(m_model.undoStack()->count() + 1);
        m_states[index] = m_model.scenario();
        return validityFailure(what);
    }

    QString validityFailure(const QString &what)
    {
        const QString issues = issuesText(m_model.scenario());
        if (issues.isEmpty())
            return {};
        return QStringLiteral("%1: the model holds a scenario the file rules reject:\n%2")
            .arg(what, issues);
    }

    static QString describeUser(const User &user)
    {
        Scenario one;
        one.users = {user};
        return describe(one).section(QLatin1Char('\n'), 1);
    }

    std::mt19937 m_random;
    ScenarioModel m_model;
    ResourceTableModel m_resources;
    QString m_savePath;
    Scenario m_loaded;        ///< the scenario last loaded: what its title describes
    QList<Scenario> m_states; ///< the scenario at each index of the undo stack
    QStringList m_log;
};

} // namespace

class TestEditRoundTrip : public QObject
{
    Q_OBJECT

private slots:
    void renameWithTrailingSpaceIsADuplicate();
    void randomEditsSaveAndReload();
};

// B renamed "A " next to A is refused: names compare trimmed, so its file would not load.
void TestEditRoundTrip::renameWithTrailingSpaceIsADuplicate()
{
    ScenarioModel model;
    QCOMPARE(model.setUserName(1, QStringLiteral("A ")),
             QStringLiteral("B: name: \"A\" is already the name of another user"));
    QCOMPARE(model.setResourceName(1, QStringLiteral(" CPU")),
             QStringLiteral("GPU: name: \"CPU\" is already the name of another resource"));
    QCOMPARE(model.addUser(User{QStringLiteral("B\u00a0"), {1.0, 1.0}, 1.0, std::nullopt}),
             QStringLiteral("B\u00a0: name: \"B\" is already the name of another user"));
    // A tab is no space in a name: a control character, refused wherever it stands.
    QCOMPARE(model.addUser(User{QStringLiteral("B\t"), {1.0, 1.0}, 1.0, std::nullopt}),
             QStringLiteral("B\t: name: contains the control character U+0009 at character 2"));
    QCOMPARE(model.undoStack()->count(), 0);
}

void TestEditRoundTrip::randomEditsSaveAndReload()
{
    bool fixedSeed = false;
    const quint32 firstSeed = quint32(qEnvironmentVariableIntValue("DRFVIZ_SEED", &fixedSeed));
    const int sequences = fixedSeed ? 1 : kSequences;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("scenario.json"));
    for (int n = 0; n < sequences; ++n) {
        const quint32 seed = fixedSeed ? firstSeed : quint32(n + 1);
        RandomEditor editor(seed, path);
        const QString failure = editor.run(kStepsPerSequence);
        if (!failure.isEmpty())
            QFAIL(qPrintable(QStringLiteral("DRFVIZ_SEED=%1: %2").arg(seed).arg(failure)));
    }
}

DRFVIZ_TEST_GUILESS_MAIN(TestEditRoundTrip)
#include "tst_editroundtrip.moc"
