#pragma once

#include "scenario.h"
#include "viewstate.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace drf {

/// One step of Help > Guided Tour: the seed's story told on a shipped preset. The step loads
/// its preset, shows it as `view` says (the policy, the tab: the same ViewState a scenario
/// file's "view" object gives) and raises its docks; its text quotes numbers that the engine
/// computes from the preset, so the sentences cannot drift from what the plots show.
struct TourStep
{
    QString id;                  ///< "cluster", "equal-split"... (for tests)
    const char *title = nullptr; ///< marked with QT_TRANSLATE_NOOP("drf::TourTexts", ...)
    QString preset;              ///< the id of the preset the step loads ("seed")
    ViewState view;              ///< policy, compare, task mode and tab
    QStringList docks;           ///< object names of the docks the step shows and raises
    QString explorerUser;        ///< the manipulation tab's user, or empty to leave it
    QStringList checkBoxes;      ///< object names of check boxes of the plots the step checks
    /// The two or three sentences, in the installed language, with the numbers of `scenario`
    /// (the step's preset).
    QString (*text)(const Scenario &scenario) = nullptr;
};

/// The steps in the order a lecture tells them: the cluster, the equal split and its waste, the
/// fixed-price market that overflows, DRF and its 2/3, envy-freeness, the Walrasian market and
/// the lie that pays, the crumbs, users arriving over time and the open problem.
const QList<TourStep> &tourSteps();

/// A step's title in the installed language.
QString tourStepTitle(const TourStep &step);

} // namespace drf
