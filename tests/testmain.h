#pragma once

#include <QStringList>
#include <QtTest>

/// The tests are built into one executable per family (tests/NOTES.md): each tst_*.cpp registers
/// its Qt Test class under its file's name, and the executable runs the class its first argument
/// names, in a process of its own (`drfviz_tests_widgets tst_gui_plots [Qt Test options]`).
namespace drf::test {

using TestRun = int (*)(int argc, char *argv[]);

/// Registers the run of the test in `sourceFile` (its base name: "tst_gui_plots").
int registerTest(const char *sourceFile, TestRun run);

/// What to pass this executable to run this same test again (its name), for a test that starts
/// itself in another process.
QStringList thisTestArguments();

} // namespace drf::test

/// In place of QTEST_MAIN, QTEST_GUILESS_MAIN and QTEST_APPLESS_MAIN: the same application
/// (QTEST_MAIN: QApplication with QtWidgets, QGuiApplication with QtGui, else QCoreApplication; at
/// 96 DPI), the same initMain() and source path, in a registered run instead of main().
#define DRFVIZ_TEST_MAIN(TestObject) DRFVIZ_TEST_MAIN_WITH(TestObject, QTEST_MAIN_SETUP())
#define DRFVIZ_TEST_GUILESS_MAIN(TestObject)                                                       \
    DRFVIZ_TEST_MAIN_WITH(TestObject, QTEST_QAPP_SETUP(QCoreApplication))
#define DRFVIZ_TEST_APPLESS_MAIN(TestObject) DRFVIZ_TEST_MAIN_WITH(TestObject, )

#define DRFVIZ_TEST_MAIN_WITH(TestObject, setup)                                                   \
    namespace {                                                                                    \
    [[maybe_unused]] const int registered##TestObject =                                            \
        drf::test::registerTest(__FILE__, [](int argc, char *argv[]) {                             \
            QT_PREPEND_NAMESPACE(QTest::Internal::callInitMain)<TestObject>();                     \
            setup TestObject test;                                                                 \
            QTEST_SET_MAIN_SOURCE_PATH                                                             \
            return QTest::qExec(&test, argc, argv);                                                \
        });                                                                                        \
    }

/// In place of main() for a test that starts its application itself: `run(argc, argv)` is what
/// main() was.
#define DRFVIZ_TEST_RUN(run)                                                                       \
    namespace {                                                                                    \
    [[maybe_unused]] const int registeredRun = drf::test::registerTest(__FILE__, run);             \
    }
