#pragma once

#include <QWidget>

class QTextBrowser;
class QPushButton;

namespace drf {

class DeferredRefresh;

class AllocationSet;

/// The selected policy's computation written out with the current numbers (issue 5): for DRF
/// μ_i, the denominators, the bounds on s, the bottleneck and the tasks. Follows the
/// AllocationSet once per event-loop turn, like the results panel; "Copy" puts plain text and
/// HTML on the clipboard.
class DerivationPanel : public QWidget
{
    Q_OBJECT

public:
    explicit DerivationPanel(AllocationSet *results, QWidget *parent = nullptr);

    /// Rebuilds the text now (also when hidden).
    void refresh();
    /// The derivation as plain text (what Copy puts on the clipboard as text/plain).
    QString plainText() const { return m_plainText; }
    /// The text browser showing the derivation.
    QTextBrowser *browser() const { return m_browser; }
    /// Copies the derivation to the clipboard as plain text and HTML.
    void copyToClipboard() const;

private:
    AllocationSet *m_results;
    QTextBrowser *m_browser;
    QPushButton *m_copyButton;
    QString m_plainText;
    QString m_html;
    DeferredRefresh *m_deferred = nullptr;
};

} // namespace drf
