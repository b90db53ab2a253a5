// The filling player's state machine: play, pause, step, scrub and the end, frame by frame.
#include "fillingplayer.h"
#include "testmain.h"

#include <QSignalSpy>
#include <QtTest>

#include <cmath>

using namespace drf;

namespace {

/// A continuous filling over [0, 1] with a stage at 0.3.
FillingPlayer::Timeline continuousTimeline()
{
    return {false, 1.0, {0.3, 1.0}};
}

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-12;
}

} // namespace

class TestGuiFillingPlayer : public QObject
{
    Q_OBJECT

private slots:
    void opensAtTheEndPaused()
    {
        FillingPlayer player;
        QSignalSpy moved(&player, &FillingPlayer::positionChanged);
        player.setTimeline(continuousTimeline());
        QCOMPARE(moved.size(), 1);
        QCOMPARE(moved.first().first().toDouble(), 1.0);
        QVERIFY(player.atEnd());
        QVERIFY(!player.isPlaying());
        // The same end again still says where it is: what follows it may be new.
        player.setTimeline(continuousTimeline());
        QCOMPARE(moved.size(), 2);
    }

    void playAtTheEndStartsOver()
    {
        FillingPlayer player;
        player.setTimeline(continuousTimeline());
        QSignalSpy moved(&player, &FillingPlayer::positionChanged);
        QSignalSpy playing(&player, &FillingPlayer::playingChanged);
        player.play();
        QVERIFY(player.isPlaying());
        QCOMPARE(playing.size(), 1);
        QCOMPARE(playing.first().first().toBool(), true);
        QCOMPARE(moved.size(), 1);
        QCOMPARE(player.position(), 0.0);
        player.play(); // already playing: nothing happens
        QCOMPARE(playing.size(), 1);
        player.pause();
        player.pause();
        QCOMPARE(playing.size(), 2);
        QCOMPARE(playing.last().first().toBool(), false);
        QCOMPARE(player.position(), 0.0); // pausing keeps the position
        player.togglePlay();
        QVERIFY(player.isPlaying());
        QCOMPARE(player.position(), 0.0); // not at the end: plays on from here
        player.togglePlay();
        QVERIFY(!player.isPlaying());
    }

    /// Continuous: each frame moves kFrameMs / kPlayMs of the way; the last one stops at the end
    /// and pauses.
    void framesRunToTheEndAndPause()
    {
        FillingPlayer player;
        player.setTimeline(continuousTimeline());
        player.play();
        QSignalSpy playing(&player, &FillingPlayer::playingChanged);
        const double perFrame = double(FillingPlayer::kFrameMs) / FillingPlayer::kPlayMs;
        player.advanceFrame();
        QVERIFY(near(player.position(), perFrame));
        int frames = 1;
        while (player.isPlaying() && frames < 1000) {
            player.advanceFrame();
            ++frames;
        }
        QCOMPARE(frames, int(std::ceil(1.0 / perFrame)));
        QVERIFY(player.atEnd());
        QCOMPARE(player.position(), 1.0);
        QCOMPARE(playing.size(), 1);
        QCOMPARE(playing.first().first().toBool(), false);
    }

    /// Stepwise: whole steps, at least one a frame, so a long log still plays in about kPlayMs.
    void stepwiseFramesMoveWholeSteps_data()
    {
        QTest::addColumn<int>("steps");
        QTest::addColumn<int>("perFrame");
        QTest::newRow("102 steps") << 102 << 1;
        QTest::newRow("1000 steps") << 1000 << 8; // ceil(1000 * 30 / 4000)
    }

    void stepwiseFramesMoveWholeSteps()
    {
        QFETCH(int, steps);
        QFETCH(int, perFrame);
        FillingPlayer player;
        player.setTimeline({true, double(steps), {}});
        player.play();
        QCOMPARE(player.position(), 0.0);
        player.advanceFrame();
        QCOMPARE(player.position(), double(perFrame));
        while (player.isPlaying())
            player.advanceFrame();
        QCOMPARE(player.position(), double(steps));
    }

    /// The step buttons move a twentieth of the way, stopping at every stage on the way.
    void stepsStopAtTheStages()
    {
        FillingPlayer player;
        player.setTimeline(continuousTimeline());
        player.scrub(0.0);
        player.stepForward();
        QVERIFY(near(player.position(), 0.05));
        player.scrub(0.28);
        player.stepForward();
        QVERIFY(near(player.position(), 0.3)); // the stage, not 0.33
        player.stepForward();
        QVERIFY(near(player.position(), 0.35));
        player.scrub(0.32);
        player.stepBackward();
        QVERIFY(near(player.position(), 0.3));
        player.stepBackward();
        QVERIFY(near(player.position(), 0.25));
        player.scrub(0.01);
        player.stepBackward();
        QCOMPARE(player.position(), 0.0); // clamped at the start
        player.scrub(0.99);
        player.stepForward();
        QCOMPARE(player.position(), 1.0);
    }

    void stepwiseStepsAndScrubbing()
    {
        FillingPlayer player;
        player.setTimeline({true, 10.0, {}});
        QSignalSpy moved(&player, &FillingPlayer::positionChanged);
        player.stepForward(); // at the end already
        QCOMPARE(moved.size(), 0);
        player.stepBackward();
        QCOMPARE(player.position(), 9.0);
        player.scrub(2.6);
        QCOMPARE(player.position(), 3.0);
        player.scrub(3.2); // the same step: no change
        QCOMPARE(moved.size(), 2);
        player.scrub(-5);
        QCOMPARE(player.position(), 0.0);
        player.scrub(50);
        QCOMPARE(player.position(), 10.0);
        QVERIFY(player.atEnd());
    }

    /// Scrubbing while playing keeps playing; a new timeline pauses and shows its end.
    void newTimelinePauses()
    {
        FillingPlayer player;
        player.setTimeline(continuousTimeline());
        player.play();
        player.scrub(0.5);
        QVERIFY(player.isPlaying());
        QSignalSpy playing(&player, &FillingPlayer::playingChanged);
        player.setTimeline({true, 7.0, {}});
        QVERIFY(!player.isPlaying());
        QCOMPARE(playing.size(), 1);
        QCOMPARE(player.position(), 7.0);
    }

    /// An empty timeline (nothing to fill) plays to its end at once.
    void emptyTimeline()
    {
        FillingPlayer player;
        player.setTimeline({});
        QVERIFY(player.atEnd());
        player.play();
        player.advanceFrame();
        QVERIFY(!player.isPlaying());
        QCOMPARE(player.position(), 0.0);
    }
};

DRFVIZ_TEST_MAIN(TestGuiFillingPlayer)
#include "tst_gui_fillingplayer.moc"
