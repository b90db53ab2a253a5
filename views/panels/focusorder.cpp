#include "focusorder.h"

#include <QDockWidget>
#include <QFormLayout>
#include <QGridLayout>
#include <QLayout>
#include <QScrollArea>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QToolBar>

#include <algorithm>
#include <tuple>

namespace drf {

namespace {

void collect(QWidget *widget, QList<QWidget *> &stops);

/// Where `layout` shows its k-th item, to read them in order: (row, column) of a grid or a form,
/// the position in any other layout.
std::pair<int, int> placeOf(QLayout *layout, int k)
{
    if (auto *grid = qobject_cast<QGridLayout *>(layout)) {
        int row = 0;
        int column = 0;
        int rowSpan = 0;
        int columnSpan = 0;
        grid->getItemPosition(k, &row, &column, &rowSpan, &columnSpan);
        return {row, column};
    }
    if (auto *form = qobject_cast<QFormLayout *>(layout)) {
        int row = 0;
        QFormLayout::ItemRole role = QFormLayout::LabelRole;
        form->getItemPosition(k, &row, &role);
        return {row, int(role)};
    }
    return {k, 0};
}

void collectLayout(QLayout *layout, QList<QWidget *> &stops)
{
    QList<std::tuple<int, int, QLayoutItem *>> items;
    for (int k = 0; k < layout->count(); ++k) {
        const auto [row, column] = placeOf(layout, k);
        items.append({row, column, layout->itemAt(k)});
    }
    std::stable_sort(items.begin(), items.end(), [](const auto &a, const auto &b) {
        return std::tie(std::get<0>(a), std::get<1>(a)) < std::tie(std::get<0>(b), std::get<1>(b));
    });
    for (const auto &[row, column, item] : items) {
        if (QWidget *widget = item->widget())
            collect(widget, stops);
        else if (QLayout *inner = item->layout())
            collectLayout(inner, stops);
    }
}

void collect(QWidget *widget, QList<QWidget *> &stops)
{
    if (!widget || widget->isWindow())
        return;
    // Containers first: a tab widget takes Tab focus only to hand it to its tab bar.
    if (auto *dock = qobject_cast<QDockWidget *>(widget)) {
        collect(dock->widget(), stops);
    } else if (auto *toolBar = qobject_cast<QToolBar *>(widget)) {
        for (QAction *action : toolBar->actions())
            collect(toolBar->widgetForAction(action), stops);
    } else if (auto *tabs = qobject_cast<QTabWidget *>(widget)) {
        collect(tabs->tabBar(), stops);
        for (int page = 0; page < tabs->count(); ++page)
            collect(tabs->widget(page), stops);
    } else if (auto *splitter = qobject_cast<QSplitter *>(widget)) {
        for (int k = 0; k < splitter->count(); ++k)
            collect(splitter->widget(k), stops);
    } else if (auto *scroll = qobject_cast<QScrollArea *>(widget); scroll && scroll->widget()) {
        collect(scroll->widget(), stops);
    } else if (widget->focusPolicy() & Qt::TabFocus) {
        stops.append(widget);
    } else if (QLayout *layout = widget->layout()) {
        collectLayout(layout, stops);
    }
}

} // namespace

QList<QWidget *> tabStops(QWidget *root)
{
    QList<QWidget *> stops;
    collect(root, stops);
    return stops;
}

void chainTabOrder(const QList<QWidget *> &widgets)
{
    for (int k = 1; k < widgets.size(); ++k)
        QWidget::setTabOrder(widgets[k - 1], widgets[k]);
}

} // namespace drf
