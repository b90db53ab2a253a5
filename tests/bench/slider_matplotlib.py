#!/usr/bin/python3
"""The matplotlib baseline of bench_gui_slider: the resource-space figure redrawn per slider step.

Each step sets user 0's first per-task demand (0.5 to 1.5 times the file's, back and forth, as
the bench's drag), recomputes DRF (progressive filling, weighted, continuous tasks) with numpy
and redraws the figure with the Agg backend: the capacity rectangle, each user's demand ray, the
users' allocation vectors chained head to tail (two users: from the origin, as a parallelogram),
labelled with their tasks and bundle for up to 8 users, their sum as a thick vector with a marker
and a label, axis labels, a title and a legend. The artists are made once and updated in place
(set_data, set_offsets...), then fig.canvas.draw(): matplotlib's quick path for a slider, cheaper
than drawing the figure anew. The drfviz figure also draws max-min's and fixed price's totals,
the saturated edge and the idle capacity, which this one leaves out.

Run by hand:
    /usr/bin/python3 tests/bench/slider_matplotlib.py resources/presets/seed.json [--steps 150]
        [--size 900x650]
prints the median and the 90th percentile of one step in microseconds. bench_gui_slider runs it
with --serve: it then reads lines "PATH WIDTH HEIGHT STEPS" and answers each with the STEPS step
times in microseconds, on one line, so that the bench can alternate its rounds with these.
"""

import argparse
import json
import statistics
import sys
import time

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

LABELLED_USERS = 8
COLOURS = ["#0072b2", "#e69f00", "#009e73", "#cc79a7", "#56b4e9", "#d55e00", "#f0e442", "#000000"]


def drf_tasks(demand, capacity, weight):
    """Tasks per user under weighted DRF with continuous tasks: progressive filling, users
    frozen when a resource they need is full."""
    users = demand.shape[0]
    share_per_task = (demand / capacity).max(axis=1)
    rate = np.where(share_per_task > 0, weight / np.where(share_per_task > 0, share_per_task, 1), 0)
    tasks = np.zeros(users)
    active = share_per_task > 0
    used = np.zeros(capacity.shape)
    while active.any():
        growth = (demand[active] * rate[active, None]).sum(axis=0)
        room = np.where(growth > 1e-15, (capacity - used) / np.where(growth > 1e-15, growth, 1),
                        np.inf)
        step = room.min()
        if not np.isfinite(step):
            break
        tasks[active] += rate[active] * step
        used = tasks @ demand
        full = used >= capacity * (1 - 1e-12)
        active &= ~(demand[:, full] > 0).any(axis=1)
    return tasks


class Figure:
    """The figure of one scenario at one size, its artists made once."""

    def __init__(self, scenario, width, height):
        self.names = [user["name"] for user in scenario["users"]]
        self.resources = [resource["name"] for resource in scenario["resources"]]
        self.demand = np.array([user["demand"] for user in scenario["users"]], dtype=float)
        self.capacity = np.array([r["capacity"] for r in scenario["resources"]], dtype=float)
        self.weight = np.array([user["weight"] for user in scenario["users"]], dtype=float)
        self.base = self.demand[0, 0]
        users = len(self.names)
        self.labelled = users <= LABELLED_USERS
        self.fig = plt.figure(figsize=(width / 100, height / 100), dpi=100)
        ax = self.ax = self.fig.add_subplot()
        cx, cy = self.capacity[0], self.capacity[1]
        ax.add_patch(plt.Rectangle((0, 0), cx, cy, facecolor="#f0f0f0", edgecolor="#808080",
                                   label=f"capacity ({cx:g} {self.resources[0]}, "
                                         f"{cy:g} {self.resources[1]})"))
        self.rays = [ax.plot([], [], "--", lw=0.8, color=COLOURS[i % len(COLOURS)],
                             label=f"{self.names[i]} per task" if self.labelled else None)[0]
                     for i in range(users)]
        self.vectors = ax.quiver(np.zeros(users), np.zeros(users), np.zeros(users),
                                 np.zeros(users), color=[COLOURS[i % len(COLOURS)]
                                                         for i in range(users)],
                                 angles="xy", scale_units="xy", scale=1, width=0.004)
        self.sum_vector = ax.quiver([0], [0], [0], [0], color="#303030", angles="xy",
                                    scale_units="xy", scale=1, width=0.006)
        (self.sum_marker,) = ax.plot([], [], "o", color="#202020", ms=9, label="DRF total")
        self.sum_label = ax.text(0, 0, "", ha="left", va="bottom")
        self.labels = [ax.text(0, 0, "", color=COLOURS[i % len(COLOURS)], fontsize=9,
                               bbox=dict(facecolor="white", edgecolor="none", alpha=0.8))
                       for i in range(users if self.labelled else 0)]
        ax.set_xlabel(self.resources[0])
        ax.set_ylabel(self.resources[1])
        title = "DRF: allocation vectors and their sum"
        if not self.labelled:
            title += f" — {users} users, labels hidden"
        ax.set_title(title, fontweight="bold")
        ax.grid(True, linestyle=":", color="#c8c8c8")
        self.fig.legend(loc="lower center", ncol=5, frameon=False, fontsize=9)
        self.fig.subplots_adjust(bottom=0.14)

    def step(self, k):
        """Slider step k: the new demand, DRF, every artist updated, the figure drawn."""
        self.demand[0, 0] = self.base * (0.5 + (k % 41) / 40.0)
        tasks = drf_tasks(self.demand, self.capacity, self.weight)
        bundles = tasks[:, None] * self.demand[:, :2]
        users = len(self.names)
        # Two users from the origin; more chained head to tail.
        tails = np.zeros((users, 2)) if users <= 2 else np.cumsum(bundles, axis=0) - bundles
        self.vectors.set_offsets(tails)
        self.vectors.set_UVC(bundles[:, 0], bundles[:, 1])
        total = bundles.sum(axis=0)
        self.sum_vector.set_UVC([total[0]], [total[1]])
        self.sum_marker.set_data([total[0]], [total[1]])
        self.sum_label.set_position((total[0], total[1]))
        self.sum_label.set_text(f"DRF: {total[0]:.4g} {self.resources[0]}, "
                                f"{total[1]:.4g} {self.resources[1]}")
        reach = max(self.capacity[0], total[0]), max(self.capacity[1], total[1])
        for i, ray in enumerate(self.rays):
            d = self.demand[i, :2]
            scale = min(reach[0] / d[0] if d[0] > 0 else np.inf,
                        reach[1] / d[1] if d[1] > 0 else np.inf)
            ray.set_data([0, d[0] * scale], [0, d[1] * scale])
        for i, label in enumerate(self.labels):
            head = tails[i] + bundles[i] / 2
            label.set_position((head[0], head[1]))
            label.set_text(f"{self.names[i]}: {tasks[i]:.4g} tasks\n({bundles[i, 0]:.4g} "
                           f"{self.resources[0]}, {bundles[i, 1]:.4g} {self.resources[1]})")
        self.ax.set_xlim(-0.05 * reach[0], 1.1 * reach[0])
        self.ax.set_ylim(-0.05 * reach[1], 1.15 * reach[1])
        self.fig.canvas.draw()


def time_steps(figure, first, steps):
    micros = []
    for k in range(first, first + steps):
        start = time.perf_counter()
        figure.step(k)
        micros.append((time.perf_counter() - start) * 1e6)
    return micros


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("scenario", nargs="?")
    parser.add_argument("--steps", type=int, default=150)
    parser.add_argument("--size", default="900x650")
    parser.add_argument("--serve", action="store_true")
    args = parser.parse_args()
    figures = {}
    if args.serve:
        print("ready", flush=True)
        for line in sys.stdin:
            path, width, height, steps = line.split()
            key = (path, int(width), int(height))
            if key not in figures:
                with open(path, encoding="utf-8") as file:
                    figures[key] = [Figure(json.load(file), int(width), int(height)), 0]
                time_steps(figures[key][0], 0, 10)  # warm-up
            entry = figures[key]
            micros = time_steps(entry[0], entry[1], int(steps))
            entry[1] += int(steps)
            print(" ".join(f"{m:.0f}" for m in micros), flush=True)
        return
    if not args.scenario:
        parser.error("a scenario file, or --serve")
    width, height = (int(v) for v in args.size.split("x"))
    with open(args.scenario, encoding="utf-8") as file:
        figure = Figure(json.load(file), width, height)
    time_steps(figure, 0, 10)
    micros = sorted(time_steps(figure, 10, args.steps))
    print(f"matplotlib {matplotlib.__version__}, one step: median {statistics.median(micros):.0f} us"
          f"  p90 {micros[len(micros) * 9 // 10]:.0f} us ({args.steps} steps, {width}x{height})")


if __name__ == "__main__":
    main()
