#pragma once

#include <QTextBrowser>

namespace drf {

class AllocationSet;
class DeferredRefresh;

/// The results of the selected policy as readable, copyable rich text (see resultsreport.h);
/// in compare mode a table of every policy comes first. Follows the AllocationSet's
/// resultsChanged() and selectionChanged() once control returns to the event loop (changes that
/// arrive together are shown by one refresh); while hidden (or behind another dock's tab) it only
/// notes that it is out of date.
class ResultsPanel : public QTextBrowser
{
    Q_OBJECT

public:
    explicit ResultsPanel(AllocationSet *results, QWidget *parent = nullptr);

    /// Rebuilds the text now (also when hidden).
    void refresh();

protected:
    /// A new palette: the tables' header shade is mixed from it, so the text is built again.
    void changeEvent(QEvent *event) override;

private:
    AllocationSet *m_results;
    DeferredRefresh *m_deferred;
};

} // namespace drf
