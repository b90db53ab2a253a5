<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en_US">
<context>
    <name>CommandLineTexts</name>
    <message>
        <source>unknown view &apos;%1&apos; (valid: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the NAME of &apos;--user&apos; is an empty string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option &apos;--user&apos; needs &apos;--view manipulation&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid width &apos;%1&apos; (pixels, or centimetres as &apos;8cm&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid height &apos;%1&apos; (pixels, or centimetres as &apos;6cm&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --width and --height in the same unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid dpi &apos;%1&apos; (96 to 600)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid level &apos;%1&apos; (a share of 0 or more, e.g. 0.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option &apos;--level&apos; needs &apos;--view filling&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown style &apos;%1&apos; (valid: screen, print)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;--transparent&apos; and &apos;--style print&apos; contradict each other (the print style has a white background)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid font scale &apos;%1&apos; (%2 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown label density &apos;%1&apos; (valid: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a figure shows one policy: give &apos;--policy&apos; once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option &apos;--preset&apos; needs &apos;--report&apos;, &apos;--simulate&apos; or &apos;--export&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give a scenario FILE or &apos;--preset&apos;, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;--simulate&apos; takes no option &apos;--%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only one scenario FILE is allowed, got &apos;%1&apos; and &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scenario FILE is an empty string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown mechanism &apos;%1&apos; (valid: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown policy &apos;%1&apos; (valid: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos; (valid: en, pl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give only one of &apos;--report&apos;, &apos;--simulate&apos;, &apos;--export&apos; and &apos;--export-dir&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option &apos;--mechanism&apos; needs &apos;--simulate&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown figure format &apos;%1&apos;: OUT must end in .png, .pdf, .svg or .tex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the DIR of &apos;--export-dir&apos; is an empty string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option &apos;--standalone&apos; needs &apos;--export OUT.tex&apos; (it makes the LaTeX figure a whole document)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option &apos;--%1&apos; needs &apos;--report&apos;%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or &apos;--export&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option &apos;--%1&apos; needs &apos;--export&apos; or &apos;--export-dir&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;--export-dir&apos; writes every view and policy: leave out &apos;--%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown policy &apos;%1&apos; (valid: %2%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drfviz: %1
Try &apos;drfviz --help&apos; for more information.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drfviz: unknown preset &apos;%1&apos; (valid: %2)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drfviz: %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drfviz: unknown user &apos;%1&apos; (valid: %2)
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DerivationStepsTexts</name>
    <message>
        <source>and %1 more users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dominant share per task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>μ_i = max_j d_ij / C_j</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aggregate share per task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Denominator per resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Σ_j = Σ_i w_i d_ij / %1_i: how much of j the users take per unit of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody needs it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounds on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The common %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = min_j C_j / Σ_j</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progressive filling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>caps or zero demands take the filling past the closed form: t rises, users stop when a resource they need is full or at their cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cap reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; stop: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x_i = t w_i / %1_i at the level where user i stopped, or its cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped at t = %1: %2 full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, and drf-equal stops everyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user i owns w_i / W of every resource; x_i = min_j (w_i C_j / W) / d_ij</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share %1, limited by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equilibrium prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the multipliers of the capacity constraints, scaled so that Σ_j p_j C_j = V</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fixed in advance, whatever the demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value and budgets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price of one task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x_i = min(T_i, b_i / p · d_i)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min(cap %1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage_j = Σ_i x_i d_ij, against C_j</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over capacity %1 by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full: capacity %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of %1: %2 idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one task at a time to the smallest share, until a task does not fit (Algorithm 1 of the DRF paper)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one task at a time to the smallest share; a user whose next task does not fit is blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the floor of the continuous x_i</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>floor(%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s = min(%1) = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, bottleneck %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportCommandTexts</name>
    <message>
        <source>drfviz: %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drfviz: cannot write %1: cannot create the folder
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FailureReasonsTexts</name>
    <message>
        <source>%1 over capacity by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 envies %2: with %2&apos;s bundle %1 could run %3, it runs %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gets %2, less than the %3 of its equal split (max-min)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could still grow: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its next task fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no resource it needs is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not feasible: </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FillingReplayTexts</name>
    <message>
        <source>… the log stops after %1 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 blocked: %2 would need %3 of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task %1 → %2 (share %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 reached its cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>asset share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dominant share s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FillingViewTexts</name>
    <message>
        <source>No users: nothing to fill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to fill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where the filling ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, whole tasks: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 progressive filling: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as one grey band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocked by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frozen: %1 full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped: equal shares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at its cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frozen: at its cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 full at share %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 full: %2 blocked</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OnlineSimulationTexts</name>
    <message>
        <source>it passed %1 steps (instants x (users + resources)); shorten the horizon or simulate fewer users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the simulation stopped at t = %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it passed %1 events (arrivals, departures and task starts); shorten the horizon, or give the tasks longer durations or larger demands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its timeline passed %1 numbers (segments x (users + resources)); shorten the horizon or simulate fewer users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dynamic DRF (no preemption, room kept for arrivals)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Online DRF (whole tasks, no preemption)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlotItemsTexts</name>
    <message>
        <source>fixed price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walras</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DRF (equal)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PolicyNamesTexts</name>
    <message>
        <source>The one-task-at-a-time loop was ended where doubles could no longer tell its steps apart: the users still waiting got every task below the highest level at which they all fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some tasks could not be computed in double precision and are given as 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some task counts are beyond the largest double (1.8e308) and are given as that largest double.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some task counts are above 2^53, where doubles no longer count every task: each is the largest double not above the exact count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computed allocation used %1 of %2&apos;s capacity %3 (the computation in doubles missed the exact answer); the tasks of the users who need it were scaled down to fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max-min (equal split)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed-price market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walrasian market (CEEI)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dominant Resource Fairness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DRF, equal shares (crumbs idle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asset fairness</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PropertyTableTexts</name>
    <message>
        <source>%1 (and %2 more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by reporting %1 instead of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs %2 instead of 0 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gains %2 (%3 instead of %4) %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sharing incentive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pareto efficient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no crumbs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every resource is within its capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody could run more tasks with another user&apos;s bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not checked above %1 users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every user gets at least what its equal split (max-min) gives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no user below its cap has a next task that fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every user below its cap needs a full resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every resource someone needs is fully used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not computed yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no user gains by misreporting (reports scaled by 1/4 to 4 per resource searched)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>the preset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an untitled scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (last autosaved %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drfviz scenarios (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the changes to %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Otherwise your edits are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was deleted or moved by another program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was changed by another program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep Mine saves your scenario there again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep Mine replaces the other program&apos;s version with yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep Mine goes on with your scenario; Save puts the file back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep Mine goes on with your scenario; the file is untouched until you save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload reads the file again and drops your unsaved edits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload reads the file again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep Mine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drfviz ended without saving your changes to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore them? Restored changes are not saved yet. Not Now asks again at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drawing the figure failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max-min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walras</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DRF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DRF equal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bundle (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dom. share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;… and %1 more users with %2 tasks together.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits in the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody prefers another&apos;s bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>everyone gets its equal split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody can get more for free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no demanded resource idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>–</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; per unit: %2&lt;br&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equilibrium prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: budget %2, a task costs %3 → %4 tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at share %1: %2 saturated, %3 stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at share %1: %2 reach their caps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Progressive filling&lt;/b&gt;&lt;br&gt;%1&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every user owns an equal (weighted) slice of every resource; leftovers stay idle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal budgets spent at fixed unit prices; may ask for more than exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Competitive market from equal incomes: prices rise until demand fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equalise dominant shares by progressive filling; users blocked by a full resource stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strictly equal dominant shares: everyone stops at the first full resource.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equalise aggregate shares (sum of shares of every resource).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>continuous tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approximate answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;small&gt;Continuous closed form; whole tasks are handed out one at a time.&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;small&gt;The closed form assumes positive demands and no caps; progressive filling below gives the allocation.&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Derivation&lt;/b&gt; (the seed&apos;s closed form: equal dominant shares s, x&lt;sub&gt;i&lt;/sub&gt; = w&lt;sub&gt;i&lt;/sub&gt; s / μ&lt;sub&gt;i&lt;/sub&gt;)&lt;br&gt;%1%2&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;All policies&lt;/h3&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feas. feasible · EF envy-free · SI sharing incentive · PE Pareto efficient · NC no crumbs (tasks of the first users) · ≈ approximate: doubles cannot hold the exact answer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReadableNumber</name>
    <message numerus="yes">
        <source>%n task(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 tasks</source>
        <comment>a fraction of a task: 33.33 tasks</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tasks</source>
        <comment>a count too large for an integer: 1e+24 tasks</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportCommandTexts</name>
    <message>
        <source>drfviz: cannot write the report: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to do without a window</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResourceSpacePainterTexts</name>
    <message>
        <source>capacity (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per task: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, together</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResourceSpaceSceneTexts</name>
    <message>
        <source>capacity (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per task: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 capacity exceeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 %2 over capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> over capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No users: nothing is allocated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every policy&apos;s total allocation (vectors: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: allocation vectors and their sum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as one grey band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — %1 users, labels hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No users: nothing to fill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to fill</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResourceSpaceViewTexts</name>
    <message>
        <source>No users: nothing is allocated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every policy&apos;s total allocation (vectors: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: allocation vectors and their sum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as one grey band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — %1 users, labels hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 capacity exceeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 %2 over capacity</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultsReportTexts</name>
    <message>
        <source>&lt;b style=&quot;color:%1&quot;&gt;✔&amp;nbsp;yes&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioFileTexts</name>
    <message>
        <source>line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has %1 values but a scenario has at most %2 resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 MB limit for scenario files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it grew over %1 while being read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is %1 MB, over %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a regular file (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a FIFO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a character device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a block device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a socket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>... and %1 more %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the document is empty: expected a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid JSON at %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the document must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be %1 (this program knows no other version)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resources[%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>users[%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only %1 of %2 bytes could be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown preset &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SimulateCommandTexts</name>
    <message>
        <source>drfviz: %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drfviz: cannot write the simulation: %1
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SliderSpinBoxTexts</name>
    <message>
        <source>0 – %1, steps of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TaskConstraintsTexts</name>
    <message>
        <source>cap of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TaskSpaceViewTexts</name>
    <message>
        <source>Task space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The task space compares two users:
add a second user to see it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task space of %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the third user keeps its %1 allocation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the %1 others keep their %2 allocation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tasks of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal weighted dominant shares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal dominant shares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both get at least their equal split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> = equal split</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UserAggregateTexts</name>
    <message>
        <source>the other %1 users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 largest of %2 users drawn one by one, %3 together %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UtilizationViewTexts</name>
    <message>
        <source>utilization (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization of every resource under every policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization under %1, split by user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in grey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bars from left to right: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above 100 %: over capacity</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ValidationTexts</name>
    <message>
        <source>must be a finite number &gt;= 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a finite number &gt; 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at most 1e12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must have 1 to %1 entries, has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already used by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>demand[%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has %1 values but there are %2 resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least one value must be &gt; 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be greater than arrive (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::Autosave</name>
    <message>
        <source>cannot create the folder &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot lock &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::CrumbsPanel</name>
    <message>
        <source>Load the &amp;zero-demand example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price of the crumbs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drf-equal stops everyone at the first saturated resource, so capacity that only some users could still use stays idle: the &lt;i&gt;crumbs&lt;/i&gt;. drf hands them out, at the cost of equal dominant shares; walras balances the market too, at the cost of strategy-proofness.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Here drf gives out crumbs that drf-equal leaves idle (highlighted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this scenario drf and drf-equal agree: every user needs the resource that runs out first, so there are no crumbs to hand out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tasks of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dominant share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x·μ of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dominant share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drf-equal: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::DerivationPanel</name>
    <message>
        <source> and %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derivation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the derivation as text and as HTML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Derivation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing out the derivation for %1 users…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::EnvyMatrixView</name>
    <message>
        <source>%1 envies %2: with %2&apos;s bundle it could run %3 tasks, more than its own %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s own tasks, U(i) = x = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With %1&apos;s bundle %2 could run %3 of its tasks (own: %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 looks at every bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Envy matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: row &lt;i&gt;i&lt;/i&gt; = who looks, column &lt;i&gt;k&lt;/i&gt; = whose bundle; a cell is U&lt;sub&gt;i&lt;/sub&gt;(k), the tasks of its own that &lt;i&gt;i&lt;/i&gt; could run with &lt;i&gt;k&lt;/i&gt;&apos;s bundle. Envy-free: every row&apos;s largest value is on the diagonal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 users: the matrix is shown for at most %2 users.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 envies %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No users.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ No user envies another under %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ Not envy-free under %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pairs, e.g. %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::ExportDialog</name>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print-friendly (thicker lines, larger text, white background)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standalone document (compiles by itself; otherwise a picture to \input)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF document (vector)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawing (vector)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LaTeX (pgfplots)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> dpi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pixel density of a PNG: text keeps its size in points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text size against the window&apos;s (print-friendly enlarges it further)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto (by the figure&apos;s size)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full: every number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compact: names, numbers in a caption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much is written on the plot. Auto writes every number where the figure has room for it, else the names, with the numbers in a caption under the plot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transparent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Labels:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Background:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::FillingAnimation</name>
    <message>
        <source>%1 is not a progressive-filling policy: showing %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::FillingControls</name>
    <message>
        <source>◀ Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The progressive-filling policy played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The resource on the horizontal axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The resource on the vertical axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scrub the filling: the common level, or the task-by-task steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filling position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horizontal:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vertical:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dominant share s = 0.00</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::InterfaceLanguage</name>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language of the system&apos;s locale (LANG)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::MainWindow</name>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;opened scenario&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a demand slider, or pick a policy with Ctrl+1…Ctrl+6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored the unsaved changes to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derivation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Envy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price of the Crumbs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Users&lt;/b&gt;: demand per task, weight, max tasks (empty = ∞)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Cluster&lt;/b&gt;: capacity and unit price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start again from the seed&apos;s scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a scenario file (JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the preset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the scenario under a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Figure…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This tab has no figure to save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the visible plot as PNG, SVG or PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the visible plot to the clipboard (image, SVG and PDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset &amp;Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plot in the middle, scenario on the left, results on the right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Larger text and lines in the plots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smaller text and lines in the plots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen for a lecture hall: the plot large, the docks away (Esc leaves)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plot text at %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About drfviz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About drfviz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;drfviz %1&lt;/h3&gt;&lt;p&gt;How should a cluster be shared among users who need several resources? &lt;b&gt;Dominant Resource Fairness&lt;/b&gt; (Ghodsi et al., NSDI 2011) gives every user the same &lt;i&gt;dominant share&lt;/i&gt;, its largest share of any one resource, and is envy-free, strategy-proof and Pareto efficient.&lt;/p&gt;&lt;p&gt;The seed: 180 CPU and 180 GPU are shared by analytics (2 CPU + 1 GPU per task) and neural networks (1 CPU + 3 GPU). An equal split runs 45 + 30 tasks and wastes both resources, a fixed-price market wants more GPU than exists, and DRF runs 60 + 40 tasks with the GPU exhausted and 20 CPU idle.&lt;/p&gt;&lt;p&gt;Drag the sliders, switch policies with Ctrl+1…Ctrl+6 and watch why each one stops where it stops.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · whole tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n user(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n resource(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>drf::ManipulationCurveView</name>
    <message>
        <source>Along the reported ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reported %1 / %2 (truth %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>factor on the reported %1 / %2 ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s real tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Along the reported ratio (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>truth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best lie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>truth: %1 tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best lie: %1 tasks (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>truth = best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>truth = best: %1 tasks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::ManipulationExplorer</name>
    <message>
        <source>The user who lies about its demand (the others tell the truth)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The policy the lie is played against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reported component on the heat map&apos;s horizontal axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reported component on the heat map&apos;s vertical axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reports of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The explorer needs two resources to vary the report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a user and two different resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under %1, %2&apos;s best report is the truth: %3 tasks. No lie gives %2 more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under %1, %2 runs %3 tasks instead of %4 (%5) by reporting %6 instead of %7.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::ManipulationHeatMapView</name>
    <message>
        <source>Both reported components</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both reported components (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s real tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reported %1 per task (truth %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>truth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best lie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>truth = best</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::PlotArea</name>
    <message>
        <source>All policies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The resource on the horizontal axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The resource on the vertical axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horizontal:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vertical:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each user&apos;s allocation as a vector in the plane of two resources, inside the cluster&apos;s capacity rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The user whose tasks are on the horizontal axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The user whose tasks are on the vertical axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Users:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two users&apos; task counts: one constraint line per resource and every policy&apos;s point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bars for every policy instead of the selected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much of every resource each user gets, and what stays idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progressive filling played: shares rise together until a resource is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manipulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a user gains by lying about its demand, under each policy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::PlotView</name>
    <message>
        <source>The title does not fit a figure this small and was left out: make the figure larger or the text smaller.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The legend does not fit a figure this small and was left out: make the figure larger or the text smaller.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>make the figure larger or the text smaller, or leave the legend out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>make the figure larger or the text smaller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The numbers of the compact labels do not fit under a figure this small and were left out: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only %1 of the %2 numbers of the compact labels fit under a figure this small; the others were left out: %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::PolicyToolBar</name>
    <message>
        <source>Policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlay every policy&apos;s result in the plots and list them side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tasks are indivisible: hand them out one at a time instead of continuously</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::Preset</name>
    <message>
        <source>Churn: five jobs come and go on 100 CPU + 100 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five users share 100 CPU and 100 GB of memory while they come and go. A batch job (100 tasks of 20 time units) and a web service of weight 2 (tasks of 10, leaving at t = 60) start at once; an ETL job capped at 10 tasks at a time arrives at t = 12, a machine-learning service stays from t = 25 to t = 55, and a small ad-hoc job arrives at t = 33. Watch who waits, who is preempted and how full the cluster stays: recompute keeps every instant fair by taking tasks back at each arrival, dynamic DRF never takes back but keeps room for users still to come, and online DRF never takes back either but makes newcomers wait for running tasks to end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The DRF paper&apos;s example: 9 CPU, 18 GB; A = (1 CPU, 4 GB), B = (3 CPU, 1 GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Late arrival: the seed&apos;s cluster, B joins at t = 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed&apos;s cluster (180 CPU, 180 GPU) and users, now over time: A (2 CPU, 1 GPU per task) is alone from t = 0 and B (1 CPU, 3 GPU) arrives at t = 5; every task runs 10 time units and both want as much as they can get. Recompute takes 30 of A&apos;s 90 tasks back at t = 5 to give B its 40 at once; dynamic DRF holds A to 45 tasks until B arrives, leaving half the cluster idle for it, then both reach 60/40; online DRF lets A fill the CPUs with 90 tasks and B waits 5 time units until they end, after which the rounds reach 60/40. No mechanism is at once fair at every instant, efficient and free of preemption: the seed&apos;s open problem.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed: analytics and neural networks on 180 CPU + 180 GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three by three: analytics, training and serving on CPU, GPU and memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zero demand: drf hands C the crumbs (80 tasks), drf-equal does not (50)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::PropertiesPanel</name>
    <message>
        <source>Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy-proofness: searching for a profitable lie…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hover a cell for the reason or the counterexample.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing: searching each user&apos;s reports for a profitable lie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ no</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::ResourceGroup</name>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a resource that nobody needs yet (at most %1 in the editor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much %1 the cluster has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource %1: name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove resource %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credits per unit of %1 in the fixed-price market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1 and every user&apos;s demand for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The resource&apos;s name (unique)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::ResourceTableModel</name>
    <message>
        <source>Name of the resource; it must be unique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster has %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One unit of %1 costs %2 credits in the fixed-price market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kinds of resource in the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity C &gt; 0: how much of the resource the cluster has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price p &gt; 0 of one unit in the fixed-price market</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::ResultsPanel</name>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::ScenarioDocument</name>
    <message>
        <source>preset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New scenario: the seed&apos;s cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a valid scenario:

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot load preset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

Your scenario is still open, with its unsaved changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot reload %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a valid scenario now; yours stays open:

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reloaded %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::ScenarioEditor</name>
    <message>
        <source>Add user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a user demanding one unit of every resource (at most %1 in the editor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more user(s) not shown here: edit them in the table.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>drf::ScenarioModel</name>
    <message>
        <source>Name of the user; it must be unique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs %2 %3 per task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight of %1: a user of weight 2 counts as two users of weight 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs at most %2 tasks; clear the cell to make its demand unbounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wants as many tasks as the cluster allows; type a number to cap it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The users sharing the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each user&apos;s demand of %1 per task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight w &gt; 0: the user&apos;s share of an equal split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cap on the user&apos;s tasks; %1 = unbounded demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot add a user: a scenario has at most %1 users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add user %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot remove %1: a scenario needs at least one user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove user %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot add a resource: a scenario has at most %1 resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every user&apos;s demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add resource %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot remove %1: a scenario needs at least one resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot remove %1: %2 would have no positive demand left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove resource %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>users[%1]: no such user (the scenario has %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resources[%1]: no such resource (the scenario has %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already the name of another user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has %1 values for %2 resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least one demand must be &gt; 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>demand for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arrive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already the name of another resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename user %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1&apos;s demand for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1&apos;s weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1&apos;s max tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename resource %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1&apos;s capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1&apos;s price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FPGA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::UserDemandGroup</name>
    <message>
        <source>The user&apos;s name (unique)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight w &gt; 0: a user of weight 2 counts as two users of weight 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most tasks the user wants; ∞ = as many as the cluster allows (step below 0 or type ∞ to remove the cap)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per task of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 per task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove user %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User %1: name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: max tasks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
