#pragma once

#include <QObject>

#include <functional>

namespace drf {

/// Calls `setTexts` now, and again after each change of the application's language
/// (QEvent::LanguageChange, the burst of one switch coalesced into one call after it) for as long
/// as `owner` lives: the texts of menus, actions, labels and headers made once, written where
/// they are made.
void translateTexts(QObject *owner, std::function<void()> setTexts);

/// Calls `refresh` after each change of the application's language (not now): for texts that a
/// view builds again from its data anyway (results, derivation, plot titles).
void onLanguageChange(QObject *owner, std::function<void()> refresh);

} // namespace drf
