#pragma once

#include <QTextBrowser>

namespace drf {

class AllocationSet;

/// The results of the selected policy as readable, copyable rich text (see resultsreport.h);
/// in compare mode a table of every policy comes first. Follows the AllocationSet's
/// resultsChanged() and selectionChanged() once control returns to the event loop (changes that
/// arrive together are shown by one refresh); while hidden it only notes that it is out of date.
class ResultsPanel : public QTextBrowser
{
    Q_OBJECT

public:
    explicit ResultsPanel(AllocationSet *results, QWidget *parent = nullptr);

    /// Rebuilds the text now (also when hidden).
    void refresh();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void onResultsChanged();
    void refreshIfOutOfDate();

    AllocationSet *m_results;
    bool m_outOfDate = true;
    bool m_refreshQueued = false;
};

} // namespace drf
