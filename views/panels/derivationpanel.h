#pragma once

#include <QWidget>

class QPushButton;
class QTextBrowser;

namespace drf {

class DeferredRefresh;
class WorkerQueue;

class AllocationSet;

/// The selected policy's computation written out with the current numbers: for DRF
/// μ_i, the denominators, the bounds on s, the bottleneck and the tasks. Follows the
/// AllocationSet once per event-loop turn, like the results panel; "Copy" puts plain text and
/// HTML on the clipboard. Beyond kImmediateUsers users the derivation is written on a worker
/// thread (one at a time; the latest change wins) and the text shown until then stays.
class DerivationPanel : public QWidget
{
    Q_OBJECT

public:
    /// Up to this many users the derivation is written on the spot.
    static constexpr int kImmediateUsers = 50;

    explicit DerivationPanel(AllocationSet *results, QWidget *parent = nullptr);

    /// Rebuilds the text now (also when hidden); beyond kImmediateUsers users starts that on a
    /// worker thread instead.
    void refresh();
    /// The derivation as plain text (what Copy puts on the clipboard as text/plain).
    QString plainText() const { return m_plainText; }
    /// The text browser showing the derivation.
    QTextBrowser *browser() const { return m_browser; }
    /// Copies the derivation to the clipboard as plain text and HTML.
    void copyToClipboard() const;

signals:
    /// The text shows the current results (after a refresh, or when the worker's text arrived).
    void refreshed();

private:
    /// Shows a derivation written by toHtml() and toPlainText().
    void showDerivation(const QString &html, const QString &plainText);

    AllocationSet *m_results;
    QTextBrowser *m_browser;
    QPushButton *m_copyButton;
    QString m_plainText;
    QString m_html;
    DeferredRefresh *m_deferred = nullptr;
    WorkerQueue *m_worker = nullptr;
    bool m_working = false; ///< a worker is writing the derivation
    bool m_stale = false;   ///< the results changed while it was
};

} // namespace drf
