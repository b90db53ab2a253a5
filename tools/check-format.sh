#!/bin/sh
# Checks every C++ source of the project (.h and .cpp tracked by git) against .clang-format
# without changing any file. Prints the files that differ; exit status 1 if there is one.
# To fix a file: clang-format -i FILE.
set -eu
cd "$(dirname "$0")/.."
command -v clang-format >/dev/null || { echo "check-format: clang-format is not installed" >&2; exit 2; }
files=$(git ls-files -- '*.h' '*.cpp')
[ -n "$files" ] || { echo "check-format: no sources found (not a git checkout?)" >&2; exit 2; }
unformatted=0
for file in $files; do
    if ! clang-format --dry-run --Werror "$file" 2>/dev/null; then
        places=$(clang-format --dry-run "$file" 2>&1 | grep -c 'warning:' || true)
        echo "check-format: $file: $places place(s) differ from .clang-format"
        unformatted=$((unformatted + 1))
    fi
done
total=$(echo "$files" | wc -l)
if [ "$unformatted" -gt 0 ]; then
    echo "check-format: $unformatted of $total files need clang-format -i" >&2
    exit 1
fi
echo "check-format: $total files formatted as .clang-format says"
