#include "choosers.h"

#include "retranslate.h"

#include <QComboBox>
#include <QCoreApplication>
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

QWidget *chooserPair(const char *context, const char *firstLabel, QComboBox *first,
                     const char *secondLabel, QComboBox *second, QWidget *parent)
{
    auto *pair = new QWidget(parent);
    auto *row = new QHBoxLayout(pair);
    row->setContentsMargins(0, 0, 0, 0);
    auto *firstName = new QLabel(pair);
    auto *secondName = new QLabel(pair);
    translateTexts(pair, [=] {
        firstName->setText(QCoreApplication::translate(context, firstLabel));
        secondName->setText(QCoreApplication::translate(context, secondLabel));
    });
    row->addWidget(firstName);
    row->addWidget(first);
    row->addWidget(secondName);
    row->addWidget(second);
    row->addSpacing(12);
    return pair;
}

void addPolicyItems(QComboBox *box, const QList<PolicyId> &policies)
{
    for (PolicyId policy : policies)
        box->addItem(QString(), int(policy));
    translateTexts(box, [box] {
        for (int i = 0; i < box->count(); ++i)
            box->setItemText(i, policyName(PolicyId(box->itemData(i).toInt())));
    });
}

} // namespace drf
