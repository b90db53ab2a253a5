#pragma once

#include "scenario.h"

#include <QAbstractTableModel>
#include <QMap>
#include <QString>

#include <functional>
#include <optional>

class QUndoStack;

namespace drf {

enum class EditedField; // scenariocommands.h

/// A title that was true of the scenario it came with, for a scenario changed since: "Based on:
/// " and the title (unchanged when it already says so). Written in the file as it is, in
/// English like the presets' titles; the editor shows it in the window's language. A title too
/// long for the prefix within kMaxTitleLength loses its end.
QString basedOnTitle(const QString &title);
/// The prefix basedOnTitle() puts before a title.
inline constexpr char kBasedOnPrefix[] = "Based on: ";

/// The number an editor delivered (a double or its text), or NaN when it is none: the field
/// checks of validation.h then reject it with their usual reason.
double numberFromEditor(const QVariant &value);

/// The one door for edits to a scenario: every view reads it and asks it to change things.
/// Rows are users; columns are the name, one demand per resource, the weight, the cap, and
/// the times: arrive, leave, work and duration.
/// Every edit is validated (rejected edits return the reason and emit editRejected()) and pushed
/// on the undo stack; edits between beginInteractiveEdit() and endInteractiveEdit() on the same
/// field merge into one undo step (a slider drag).
class ScenarioModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit ScenarioModel(QObject *parent = nullptr);
    ~ScenarioModel() override;

    const Scenario &scenario() const { return m_scenario; }
    QUndoStack *undoStack() const { return m_undoStack; }

    /// Replaces the whole scenario (New, Open, a preset): resets the model, clears the undo
    /// stack and marks it clean. The scenario must be valid.
    void resetScenario(const Scenario &scenario);

    // Column layout.
    int nameColumn() const { return 0; }
    int demandColumn(int resource) const { return 1 + resource; }
    int weightColumn() const { return 1 + m_scenario.resourceCount(); }
    int maxTasksColumn() const { return 2 + m_scenario.resourceCount(); }
    // Over time (DOMAIN.md, "Online allocation"): a view may hide them while the scenario has
    // no timeline.
    int arriveColumn() const { return 3 + m_scenario.resourceCount(); }
    int leaveColumn() const { return 4 + m_scenario.resourceCount(); }
    int workColumn() const { return 5 + m_scenario.resourceCount(); }
    int durationColumn() const { return 6 + m_scenario.resourceCount(); }
    /// The resource shown in `column`, or -1 when it is not a demand column.
    int resourceOfColumn(int column) const;

    // QAbstractTableModel
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    /// Edits through the undo stack; an empty string or "unbounded" clears the cap.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    // Edits. Each returns an empty string on success, or the reason it was rejected.
    QString setUserName(int user, const QString &name);
    QString setDemand(int user, int resource, double value);
    /// Sets several of `user`'s demands at once (resource -> demand per task): one edit, undone
    /// as one, which also merges inside an interactive edit (a drag in the resource plane).
    QString setDemands(int user, const QMap<int, double> &demands);
    QString setWeight(int user, double weight);
    QString setMaxTasks(int user, std::optional<double> maxTasks);
    // Over time (DOMAIN.md, "Online allocation"): absent leave = stays, absent work = endless.
    QString setArrive(int user, double arrive);
    QString setLeave(int user, std::optional<double> leave);
    QString setWork(int user, std::optional<double> work);
    QString setDuration(int user, double duration);
    QString setResourceName(int resource, const QString &name);
    QString setCapacity(int resource, double capacity);
    QString setPrice(int resource, double price);
    /// The end of the simulated time; absent: DOMAIN.md's rule (fixedHorizon()).
    QString setHorizon(std::optional<double> horizon);
    /// The title the user typed (surrounding spaces dropped); from then on it is the user's and
    /// never marked (titleWritten()). Refused when checkTitle() refuses it (too long, or a
    /// character a line may not hold).
    QString setTitle(const QString &title);
    /// Whether the title is one the user typed since the scenario was loaded. Otherwise it is
    /// the one the scenario came with (a preset's or a file's, which may quote its numbers):
    /// it stays while the scenario is the one loaded, and reads basedOnTitle() of it once an
    /// edit makes the scenario differ (undo back to the loaded scenario gives it back).
    bool titleWritten() const { return m_titleWritten; }
    /// Appends a user (a fresh unique name and demand 1 of every resource when `user` is empty).
    QString addUser(std::optional<User> user = std::nullopt);
    QString removeUser(int user);
    /// Appends a resource; every user's demand for it is `demand` (default 0).
    QString addResource(std::optional<Resource> resource = std::nullopt, double demand = 0.0);
    QString removeResource(int resource);

    /// Slider drags: edits of the same field between begin and end merge into one undo step.
    void beginInteractiveEdit();
    void endInteractiveEdit();
    /// A value swept over time (views/sweepbutton.h): the edits `edit` makes merge with the
    /// earlier steps of sweep `sweep` (from newSweep()) into one undo step named `undoText`, like
    /// a slider drag; edits made between the steps (a drag meanwhile) stay steps of their own.
    /// Returns what `edit` returns.
    int newSweep() { return m_nextInteractiveEdit++; }
    QString sweepStep(int sweep, const QString &undoText, const std::function<QString()> &edit);

signals:
    /// Coarse signal after any change of the scenario (cell, resource, row, column or reset).
    void scenarioChanged();
    /// A resource's name, capacity or price changed, or resources were added or removed.
    void resourcesChanged();
    /// An edit was refused; `reason` names the field and the problem.
    void editRejected(const QString &reason);
    /// User `user`'s name, demands, weight or cap changed (after the cells' dataChanged(),
    /// before scenarioChanged()): nothing else in the scenario did.
    void userChanged(int user);
    /// Resource `resource`'s name, capacity or price changed (before resourcesChanged()).
    void resourceChanged(int resource);

private:
    friend class ScenarioCommand;
    // Applied by undo commands only: no validation, no undo push; they emit the precise signals.
    void applyUser(int user, const User &value);
    void applyResource(int resource, const Resource &value);
    void applyInsertUser(int user, const User &value);
    void applyRemoveUser(int user);
    void applyInsertResource(int resource, const Resource &value, const QList<double> &demands);
    void applyRemoveResource(int resource);
    void applyHorizon(std::optional<double> horizon);
    void applyTitle(const QString &title, bool written);
    /// The title the loaded scenario's own becomes after an edit (titleWritten()).
    void followLoadedTitle();

    QString reject(const QString &reason);
    QString checkUserIndex(int user) const;
    QString checkResourceIndex(int resource) const;
    /// Why `user` (or `resource`) may not stand at index `self` (-1 when new), or empty.
    QString userProblem(const User &user, int self, const QString &label) const;
    QString resourceProblem(const Resource &resource, int self, const QString &label) const;
    /// Checks the index, applies `change` to a copy, validates it and pushes the command
    /// (unless nothing changes). `resource` is the demand's resource, -1 for other fields.
    QString editUser(int user, EditedField field, int resource,
                     const std::function<void(User &)> &change);
    QString editResource(int resource, EditedField field,
                         const std::function<void(Resource &)> &change);
    QString freshUserName() const;
    QString freshResourceName() const;

    Scenario m_scenario;
    Scenario m_loaded; ///< the scenario as resetScenario() gave it: what its title describes
    bool m_titleWritten = false;
    QUndoStack *m_undoStack = nullptr;
    int m_interactiveEdit = 0; ///< id of the current slider drag, 0 when none
    int m_nextInteractiveEdit = 1;
    QString m_interactiveText; ///< the current sweep's undo text, empty otherwise
};

} // namespace drf
