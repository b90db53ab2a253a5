#include "testmain.h"

#include <QFileInfo>
#include <QMap>

#include <cstdio>
#include <vector>

namespace drf::test {

namespace {

/// Function-local, so that it exists before the first registration, whatever the order in which
/// the test files' statics start.
QMap<QString, TestRun> &registry()
{
    static QMap<QString, TestRun> tests;
    return tests;
}

QString &runningTest()
{
    static QString name;
    return name;
}

} // namespace

int registerTest(const char *sourceFile, TestRun run)
{
    const QString name = QFileInfo(QString::fromLocal8Bit(sourceFile)).completeBaseName();
    Q_ASSERT_X(!registry().contains(name), "registerTest", "two tests of one name");
    registry().insert(name, run);
    return int(registry().size());
}

QStringList thisTestArguments()
{
    return {runningTest()};
}

} // namespace drf::test

int main(int argc, char *argv[])
{
    using drf::test::registry;
    const auto found =
        argc > 1 ? registry().constFind(QString::fromLocal8Bit(argv[1])) : registry().constEnd();
    if (found == registry().constEnd()) {
        std::fprintf(stderr, "usage: %s TEST [Qt Test options]\nTEST is one of:\n", argv[0]);
        for (auto test = registry().keyBegin(); test != registry().keyEnd(); ++test)
            std::fprintf(stderr, "  %s\n", qPrintable(*test));
        return 2;
    }
    drf::test::runningTest() = found.key();
    // The test sees the command line it had as an executable of its own: its name as the program
    // (the application's name, the header of its output), then its options.
    QByteArray program =
        QFileInfo(QString::fromLocal8Bit(argv[0])).dir().filePath(found.key()).toLocal8Bit();
    std::vector<char *> arguments{program.data()};
    arguments.insert(arguments.end(), argv + 2, argv + argc);
    arguments.push_back(nullptr);
    return found.value()(argc - 1, arguments.data());
}
