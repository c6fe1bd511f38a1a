#!/usr/bin/env bash
# Counts instructions with valgrind for every workload the benchmarks measure, for machines where
# the benchmark tool cannot read hardware instruction counters (virtual machines, most CI
# runners). Each workload runs twice with different repetitions; the difference in instructions
# over the difference in repetitions is the cost of one repetition, without the setup.
#
# Usage: Benchmarks/instructions.sh > Benchmarks/instructions.tsv
# Prints one `<benchmark> <instructions per tick, planned transition or sweep>` line each.
set -euo pipefail
cd "$(dirname "$0")"

swift build -c release --product InstructionProbe >&2
probe="$(swift build -c release --product InstructionProbe --show-bin-path)/InstructionProbe"

# The instructions valgrind counts in one run of the probe.
count_instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$probe" "$@" 2>&1 >/dev/null \
        | sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p'
}

# Prints `<name> <per repetition>` from runs of `low` and `high` repetitions of a workload.
measure() {
    local name=$1 low=$2 high=$3
    shift 3
    local first second
    first=$(count_instructions "$@" "$low")
    second=$(count_instructions "$@" "$high")
    awk -v name="$name" -v a="$first" -v b="$second" -v low="$low" -v high="$high" \
        'BEGIN { printf "%s %.1f\n", name, (b - a) / (high - low) }'
}

for fixture in AccordionTick VariableAccordionTick PagingTick TabStripTick BaselineAccordionTick BaselineVariableAccordionTick BaselinePagingTick; do
    for count in 10 1000 100000 1000000; do
        low=1000
        high=3000
        if [[ $fixture == Baseline* && $count -ge 100000 ]]; then
            low=1
            high=3
        elif [[ $fixture == Baseline* && $count -ge 1000 ]]; then
            low=100
            high=300
        fi
        measure "${fixture}_n=${count}" "$low" "$high" tick "$fixture" "$count"
    done
done
for scenario in swap cancel reversal; do
    measure "Planning_${scenario}" 1000 3000 planning "$scenario"
done
measure "HeightChange_n=1000000" 1000 3000 heightchange 1000000
for preload in 0 1; do
    measure "ReuseSweep_pages=10000_preload=${preload}" 1 2 sweep "$preload"
done
