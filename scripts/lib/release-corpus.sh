# What the scripts that measure a run against its replays start from. Source it from the
# package folder:
#
#   . scripts/lib/release-corpus.sh
#
# builds the tool in release and sets `binary` (its path), `work` (a scratch folder, removed when
# the script exits) and `scenarios` (every scenario file of the corpus, sorted).
swift build -c release --product arch-harness > /dev/null
binary="$PWD/.build/release/arch-harness"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
scenarios=()
while IFS= read -r path; do scenarios+=("$path"); done < <(find Scenarios -name '*.scenario' | sort)
