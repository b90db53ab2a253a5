#pragma once

#include <QList>
#include <QLocale>
#include <QString>

#include <optional>

namespace drf {

class SourceLanguageScope;
class Translation;

// The text number locale: how the functions below (and formatPercent(), a plot's ticks) write a
// number: C (0.667, 10,000) unless a language chose its own (Polish: 0,667, 10 000). Only the
// decimal point and the group separator are taken from it. It is the engine's one setting, kept
// process-wide on purpose: a number is written in the language of the words around it, and
// those come from the translator installed on the application (tr()), which is process-wide
// too. As a parameter it would have to run through every text function and the figures that
// call them, and agree at each call with that translator; as a setting it is changed where the
// translator is, by Translation (a language installed) and SourceLanguageScope (C numbers for
// --report and --simulate), the only classes that can write it (TextNumberLocaleWriter), and
// read through textNumberLocale() (tst_derivationsteps checks both). Safe from any thread: one
// atomic word, so a reader never sees half of a change. (QLocale's default, which
// app/interfacelanguage.cpp sets, is the spin boxes'; the engine never reads it.)

/// The one writer of the text number locale, open to Translation and SourceLanguageScope only.
class TextNumberLocaleWriter
{
    friend class SourceLanguageScope;
    friend class Translation;
    static void set(const QLocale &locale);
};

/// The text number locale itself, for what formats its own numbers (a plot's axis ticks, with
/// OmitGroupSeparator).
QLocale textNumberLocale();
/// The decimal point of the texts: '.' in C and English, ',' in Polish.
QChar textDecimalPoint();
/// A whole count with the text locale's group separator: "10,000" in C and English, "10 000"
/// in Polish.
QString readableCount(qint64 count);

/// A fraction p/q with q >= 1, as recognised by smallFraction().
struct SmallFraction
{
    qint64 numerator = 0;
    qint64 denominator = 1;
};

/// The fraction p/q (q <= maxDenominator, smallest q first) with |value - p/q| <= 1e-12 max(1,
/// |value|), or nothing. Finds 2/3 in 0.6666666666666666 and 1/90 in 0.011111111111111112.
std::optional<SmallFraction> smallFraction(double value, int maxDenominator = 1000);

/// A share or a ratio for the derivation: an integer as an integer ("240"), an exact small
/// fraction with a numerator of at most four digits as a fraction ("2/3", "1/90", "500/3"),
/// otherwise readableDecimal().
QString readableNumber(double value);

/// A quantity (tasks, prices, usage): an integer as an integer, otherwise four significant
/// digits without an exponent between 1e-3 and 1e15 ("72", "7.5", "0.6667", "1.235e-05");
/// "∞" for infinity.
QString readableDecimal(double value);

/// A number of tasks with its noun: "60 tasks", "1 task", "33.33 tasks" (readableDecimal(); the
/// noun agrees with the number as written, in the installed language: "5 zadań", "2 zadania").
QString readableTasks(double tasks);

/// A vector of quantities in parentheses: "(1.69, 1.01)"; "(1,69; 1,01)" with a decimal comma.
QString readableVector(const QList<double> &values);

} // namespace drf
