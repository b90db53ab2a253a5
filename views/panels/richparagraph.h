#pragma once

#include <QHash>
#include <QList>
#include <QRect>
#include <QStringList>
#include <QWidget>

#include <memory>
#include <vector>

namespace drf {

/// A paragraph of the report's rich text, in sections (ReportPart::sections). Unlike a QLabel,
/// which lays its text out again for each size the layout asks about and for each paint, it lays
/// each section out once per text and width, and asks the panel's layout to move the parts below
/// only when its height changed: a slider step that changes a number costs one layout of that
/// number's section, and one paint of it.
///
/// The sections are stacked as Qt lays out the blocks of one document: each a document of its
/// own without the first block's top margin and the last block's bottom margin, and between two
/// the larger of those two margins, so the paragraph looks exactly as its whole HTML would.
class RichParagraph : public QWidget
{
public:
    explicit RichParagraph(QWidget *parent);
    ~RichParagraph() override;

    /// Shows `sections` (HTML each): of the same number as before, only the changed ones are
    /// laid out and repainted, with what they move.
    void setSections(const QStringList &sections);

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return {0, heightForWidth(width())}; }

protected:
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    /// One section: its HTML and the document it is laid out in.
    struct Section;

    /// The space between section `k` and the one above: the larger of the margins that meet
    /// there, as between two blocks of one document.
    double gapAbove(qsizetype k) const;

    /// Where the sections are drawn at the current width, each from its top to the next one's
    /// (the gap below it included).
    QList<QRect> sectionRects() const;

    std::vector<std::unique_ptr<Section>> m_sections;
    mutable QHash<int, int> m_heights; ///< height of the sections by width, for these texts
};

} // namespace drf
