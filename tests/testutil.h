#pragma once

#include <QtTest>

#include <cmath>

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
