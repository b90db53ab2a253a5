#include "choosers.h"

#include "retranslate.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>

#include <algorithm>

namespace drf {

namespace {

/// The item a chooser showed before its latest change (keepChoicesDistinct()).
constexpr char kChosenProperty[] = "drfChosenIndex";

} // namespace

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
    box->setProperty(kChosenProperty, box->currentIndex());
}

namespace {

/// The item `box` should keep in `names`: the same name, else the same place when the list
/// only had names changed (same length), else -1. An empty chooser keeps nothing.
int keptIndex(const QComboBox *box, const QStringList &names)
{
    if (box->currentIndex() < 0)
        return -1;
    const int byName = int(names.indexOf(box->currentText()));
    if (byName >= 0)
        return byName;
    return box->count() == names.size() ? box->currentIndex() : -1;
}

} // namespace

void fillChooserPair(QComboBox *first, QComboBox *second, const QStringList &names)
{
    int kept[2] = {keptIndex(first, names), keptIndex(second, names)};
    if (kept[0] < 0 || kept[1] < 0 || kept[0] == kept[1]) {
        kept[0] = 0;
        kept[1] = names.size() > 1 ? 1 : 0;
    }
    fillChooser(first, names, kept[0]);
    fillChooser(second, names, kept[1]);
}

void keepChoicesDistinct(QComboBox *first, QComboBox *second)
{
    const auto follow = [](QComboBox *changed, QComboBox *other) {
        QObject::connect(
            changed, &QComboBox::currentIndexChanged, changed, [changed, other](int index) {
                const QVariant left = changed->property(kChosenProperty);
                changed->setProperty(kChosenProperty, index);
                if (index >= 0 && index == other->currentIndex() && left.isValid() &&
                    left.toInt() >= 0 && left.toInt() != index && left.toInt() < other->count())
                    other->setCurrentIndex(left.toInt());
            });
    };
    follow(first, second);
    follow(second, first);
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
