#pragma once

#include "policy.h"

#include <QColor>
#include <QList>
#include <QString>

#include <optional>

namespace drf {

class AllocationSet;

/// One line per policy saying what it does, for tool tips and the results panel.
QString policyDescription(PolicyId policy);

/// One cell of a results table: plain text, with an optional colour square before it (a user's
/// or a policy's colour), an optional text colour (a verdict, an overload) and weight.
struct ReportCell
{
    QString text;
    QColor swatch; ///< invalid: no square
    QColor colour; ///< invalid: the palette's text colour
    bool bold = false;

    bool operator==(const ReportCell &other) const
    {
        return text == other.text && swatch == other.swatch && colour == other.colour &&
               bold == other.bold;
    }
    bool operator!=(const ReportCell &other) const { return !(*this == other); }
};

/// A table of the results: a header row, then rows; the first column reads left to right, the
/// others (numbers) are aligned right.
struct ReportTable
{
    QList<ReportCell> headers;
    QList<QList<ReportCell>> rows;

    /// Whether `other` has as many columns and rows, each row as many cells.
    bool sameShape(const ReportTable &other) const;
};

/// A part of the results: a paragraph of rich text, or a table.
struct ReportPart
{
    /// When there is no table: the paragraph's rich text, in sections (whole HTML fragments, the
    /// paragraph their concatenation) that a slider step replaces one by one: the properties'
    /// list has one per property, so a changed reason lays out and repaints its own lines only.
    QStringList sections;
    std::optional<ReportTable> table; ///< a table of numbers, shown cell by cell

    /// The paragraph's rich text, all sections.
    QString html() const { return sections.join(QString()); }

    /// Whether `other` is shown by the same kind of widget with the same shape (a slider step
    /// changes texts, not the shape).
    bool sameShape(const ReportPart &other) const;
};

/// The results panel's content: in compare mode a table of every policy (tasks of the first
/// users and which properties hold), then for the selected policy the tasks and bundles per user,
/// usage, idle and utilization per resource, feasibility, the property checks with a reason for
/// every failure, prices and budgets (markets) and the derivation (drf, drf-equal).
QList<ReportPart> resultsReport(const AllocationSet &results);

/// The same as one HTML document (the clipboard's rich text) and as plain text (tables as
/// tab-separated lines).
QString reportHtml(const QList<ReportPart> &report);
QString reportText(const QList<ReportPart> &report);

} // namespace drf
