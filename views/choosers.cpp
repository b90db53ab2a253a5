#include "choosers.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>

#include <algorithm>

namespace drf {

void fillChooser(QComboBox *box, const QStringList &names, int wanted)
{
    const QSignalBlocker blocker(box);
    QStringList current;
    for (int k = 0; k < box->count(); ++k)
        current.append(box->itemText(k));
    if (current != names) {
        box->clear();
        box->addItems(names);
    }
    box->setCurrentIndex(names.isEmpty() ? -1 : std::clamp(wanted, 0, int(names.size()) - 1));
}

QWidget *chooserPair(const QString &firstLabel, QComboBox *first, const QString &secondLabel,
                     QComboBox *second, QWidget *parent)
{
    auto *pair = new QWidget(parent);
    auto *row = new QHBoxLayout(pair);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(new QLabel(firstLabel, pair));
    row->addWidget(first);
    row->addWidget(new QLabel(secondLabel, pair));
    row->addWidget(second);
    row->addSpacing(12);
    return pair;
}

} // namespace drf
