#!/bin/sh
# Draws the UI pictures in docs/ (docs/ui-*.svg) from the engine's frames with
# `scrollstack-preview --look ui`. Run it from anywhere; it builds the tool first.
#
# Each `picture` line is one file: its name in docs/, then the tool's options. The preview's tests
# run these same lines, so keep them one line each, with no quoting.
set -eu
cd "$(dirname "$0")/.."
swift build --package-path Preview --product scrollstack-preview
tool="$(swift build --package-path Preview --show-bin-path)/scrollstack-preview"

picture() {
    name="$1"
    shift
    "$tool" "$@" --out "docs/$name"
}

picture ui-accordion.svg --mode accordion --look ui --header-height 60 --scenario Preview/Scenarios/ui-accordion-tap.json --format svg
picture ui-accordion-inset-grouped.svg --mode accordion --look ui --corner-style inset-grouped --header-height 60 --scenario Preview/Scenarios/ui-accordion-tap.json --format svg --frame last
picture ui-accordion-animated.svg --mode accordion --look ui --header-height 60 --fps 30 --scenario Preview/Scenarios/ui-accordion-loop.json --format animated-svg
picture ui-paging.svg --mode paging --look ui --scenario Preview/Scenarios/ui-paging-tap.json --format svg
picture ui-paging-animated.svg --mode paging --look ui --fps 30 --scenario Preview/Scenarios/ui-paging-loop.json --format animated-svg
picture ui-tabs-capsule.svg --mode paging --look ui --tab-style capsule --scenario Preview/Scenarios/ui-tabs-capsule.json --format svg
