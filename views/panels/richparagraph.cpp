#include "richparagraph.h"

#include <QAbstractTextDocumentLayout>
#include <QEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QRegion>
#include <QTextBlock>
#include <QTextDocument>

#include <algorithm>
#include <cmath>

namespace drf {

struct RichParagraph::Section
{
    explicit Section(const QFont &font)
    {
        text.setDocumentMargin(0);
        text.setUndoRedoEnabled(false);
        text.setDefaultFont(font);
    }
    void setHtml(const QString &newHtml)
    {
        html = newHtml;
        text.setHtml(html);
    }
    double heightAt(int width)
    {
        if (text.textWidth() != width)
            text.setTextWidth(width);
        return text.size().height();
    }

    QString html;
    QTextDocument text; ///< laid out at the last width asked about
};

RichParagraph::RichParagraph(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

RichParagraph::~RichParagraph() = default;

void RichParagraph::setSections(const QStringList &sections)
{
    if (qsizetype(m_sections.size()) != sections.size()) {
        m_sections.clear();
        for (const QString &html : sections) {
            m_sections.push_back(std::make_unique<Section>(font()));
            m_sections.back()->setHtml(html);
        }
        m_heights.clear();
        updateGeometry();
        update();
        return;
    }
    const QList<QRect> before = sectionRects();
    QList<bool> changed(sections.size(), false);
    for (qsizetype k = 0; k < sections.size(); ++k) {
        if (m_sections[k]->html != sections[k]) {
            m_sections[k]->setHtml(sections[k]);
            changed[k] = true;
        }
    }
    if (!changed.contains(true))
        return;
    m_heights.clear();
    const QList<QRect> after = sectionRects();
    if (after.back().bottom() != before.back().bottom())
        updateGeometry();
    // What changed, and what moved.
    QRegion dirty;
    for (qsizetype k = 0; k < sections.size(); ++k)
        if (changed[k] || after[k] != before[k])
            dirty += before[k].united(after[k]);
    update(dirty);
}

int RichParagraph::heightForWidth(int width) const
{
    const auto known = m_heights.constFind(width);
    if (known != m_heights.cend())
        return *known;
    double height = 0.0;
    for (qsizetype k = 0; k < qsizetype(m_sections.size()); ++k)
        height += gapAbove(k) + m_sections[k]->heightAt(width);
    const int rounded = int(std::ceil(height));
    m_heights.insert(width, rounded);
    return rounded;
}

QSize RichParagraph::sizeHint() const
{
    const int width = std::max(this->width(), 200);
    return {width, heightForWidth(width)};
}

void RichParagraph::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        for (const auto &section : m_sections)
            section->text.setDefaultFont(font());
        m_heights.clear();
        updateGeometry();
    }
}

void RichParagraph::paintEvent(QPaintEvent *event)
{
    QPainter painter(this);
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette = palette();
    double top = 0.0;
    for (qsizetype k = 0; k < qsizetype(m_sections.size()); ++k) {
        Section &section = *m_sections[k];
        top += gapAbove(k);
        const double height = section.heightAt(width());
        const QRectF area(0, top, width(), height);
        if (event->rect().intersects(area.toAlignedRect())) {
            painter.save();
            painter.translate(0, top);
            context.clip = QRectF(event->rect()).translated(0, -top);
            section.text.documentLayout()->draw(&painter, context);
            painter.restore();
        }
        top += height;
    }
}

double RichParagraph::gapAbove(qsizetype k) const
{
    if (k == 0)
        return 0.0;
    return std::max(m_sections[k - 1]->text.lastBlock().blockFormat().bottomMargin(),
                    m_sections[k]->text.firstBlock().blockFormat().topMargin());
}

QList<QRect> RichParagraph::sectionRects() const
{
    QList<QRect> rects;
    double top = 0.0;
    for (qsizetype k = 0; k < qsizetype(m_sections.size()); ++k) {
        const double bottom = top + m_sections[k]->heightAt(width()) +
                              (k + 1 < qsizetype(m_sections.size()) ? gapAbove(k + 1) : 0.0);
        rects.append(QRectF(0, top, width(), bottom - top).toAlignedRect());
        top = bottom;
    }
    return rects;
}

} // namespace drf
