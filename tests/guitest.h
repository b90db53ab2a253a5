#pragma once

// Shared by the tst_gui_* tests: settings kept out of the user's config, dialogs that answer
// themselves, and a way to look at the window.

#include "appsettings.h"
#include "documentdialogs.h"
#include "mainwindow.h"
#include "resultspanel.h"
#include "screenshots.h"

#include <QDir>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

namespace drf::test {

/// Settings in a temporary folder, never the real ~/.config/drfviz. Call before any QSettings.
inline void isolateSettings(const QTemporaryDir &dir)
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir.path());
    QSettings::setPath(settingsFormat(), QSettings::UserScope, dir.path());
    QSettings(QStringLiteral("drfviz"), QStringLiteral("drfviz")).clear();
    appSettings()->clear();
}

/// Dialogs answered by the test: errors are recorded, questions get the prepared answers.
class FakeDialogs : public DocumentDialogs
{
public:
    struct Record
    {
        QStringList errors;
        int saveQuestions = 0;
        QMessageBox::StandardButton answer = QMessageBox::Cancel;
        QString openPath;
        QString savePath;
    };

    explicit FakeDialogs(std::shared_ptr<Record> record) : m_record(std::move(record)) {}

    void showError(QWidget *, const QString &title, const QString &text) override
    {
        m_record->errors.append(title + QLatin1Char('\n') + text);
    }
    QMessageBox::StandardButton askToSave(QWidget *, const QString &) override
    {
        ++m_record->saveQuestions;
        return m_record->answer;
    }
    QString openFileName(QWidget *, const QString &) override { return m_record->openPath; }
    QString saveFileName(QWidget *, const QString &) override { return m_record->savePath; }

private:
    std::shared_ptr<Record> m_record;
};

/// Installs FakeDialogs in `window` and returns what they record.
inline std::shared_ptr<FakeDialogs::Record> fakeDialogs(MainWindow &window)
{
    auto record = std::make_shared<FakeDialogs::Record>();
    window.setDialogs(std::make_unique<FakeDialogs>(record));
    return record;
}

/// A fresh main window for one test function: shown (and active, for shortcuts), with
/// FakeDialogs; `dialogs` gets what they record.
inline void openWindow(std::unique_ptr<MainWindow> &window,
                       std::shared_ptr<FakeDialogs::Record> &dialogs)
{
    window = std::make_unique<MainWindow>();
    dialogs = fakeDialogs(*window);
    window->show();
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
}

/// Closes the window without questions about unsaved changes.
inline void closeWindow(std::unique_ptr<MainWindow> &window,
                        const std::shared_ptr<FakeDialogs::Record> &dialogs)
{
    dialogs->answer = QMessageBox::Discard;
    window.reset();
}

/// The results panel's text once it has caught up (it refreshes when control returns to the
/// event loop).
inline QString resultsText(const MainWindow &window)
{
    QCoreApplication::sendPostedEvents();
    return window.resultsPanel()->toPlainText();
}

/// A picture of `widget` as `name`, checked and kept (screenshots.h).
inline void screenshot(QWidget *widget, const QString &name)
{
    QCoreApplication::processEvents();
    QTest::qWait(50); // let queued replots run
    const QImage image = widget->grab().toImage();
    checkScreenshot(image, widget->size() * widget->devicePixelRatio(), name);
}

} // namespace drf::test
