#pragma once

#include "scenariofile.h"

#include <QtTest>

#include <cmath>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

/// Compares doubles with an explicit tolerance: |actual - expected| <= abs + rel * |expected|.
#define DRF_COMPARE_NEAR(actual, expected, tolerance)                                              \
    do {                                                                                           \
        const double drfActual_ = (actual);                                                        \
        const double drfExpected_ = (expected);                                                    \
        const double drfTol_ = (tolerance)*std::max(1.0, std::abs(drfExpected_));                  \
        if (!(std::abs(drfActual_ - drfExpected_) <= drfTol_))                                     \
            QFAIL(qPrintable(QStringLiteral("%1 = %2, expected %3 (tolerance %4)")                 \
                                 .arg(QStringLiteral(#actual))                                     \
                                 .arg(drfActual_, 0, 'g', 17)                                      \
                                 .arg(drfExpected_, 0, 'g', 17)                                    \
                                 .arg(drfTol_, 0, 'g', 3)));                                       \
    } while (false)

namespace drf::test {

/// The seed with `extra` more users ("user 0", "user 1"... demanding 1 of each resource):
/// about 130 bytes of JSON each, to make files of a chosen size.
inline Scenario seedWithUsers(int extra)
{
    Scenario scenario = Scenario::seed();
    for (int i = 0; i < extra; ++i)
        scenario.users.append({QStringLiteral("user %1").arg(i), {1.0, 1.0}, 1.0, std::nullopt});
    return scenario;
}

/// A LoadResult's problems, one text each ("users[1].demand[0]: must be a finite number >= 0").
inline QStringList errorTexts(const LoadResult &result)
{
    QStringList texts;
    for (const ValidationIssue &issue : result.errors)
        texts.append(issue.toString());
    return texts;
}

/// Data rows (columns "path" and "reason", added by the caller) of files the scenario loader
/// refuses before reading a byte: a FIFO with no writer and /dev/zero (on Unix), and a sparse
/// file of `hugeBytes` made in `dir` (no disk used), named `hugeRow` and refused with `hugeReason`.
inline void addUnreadableFileRows(const QDir &dir, qint64 hugeBytes, const char *hugeRow,
                                  const QString &hugeReason)
{
#ifdef Q_OS_UNIX
    // Without a writer, opening a FIFO the usual way waits for ever.
    const QString fifo = dir.filePath(QStringLiteral("fifo.json"));
    QVERIFY(QFile::exists(fifo) || ::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    QTest::newRow("FIFO") << fifo << QStringLiteral("not a regular file (a FIFO)");
    if (QFile::exists(QStringLiteral("/dev/zero")))
        QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero")
                                   << QStringLiteral("not a regular file (a character device)");
#endif
    QFile huge(dir.filePath(QStringLiteral("huge.json")));
    QVERIFY(huge.open(QIODevice::WriteOnly) && huge.resize(hugeBytes));
    QTest::newRow(hugeRow) << huge.fileName() << hugeReason;
}

} // namespace drf::test
