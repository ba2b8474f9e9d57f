// Formats bench/RESULTS.md from the figures bench/run.mjs collected: machine, method, every figure,
// and the issue's targets beside what was measured.
const ms = (value) => (value >= 10000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);
const mb = (kb) => `${Math.round(kb / 1024)} MB`;
const times = (value) => `${value.toFixed(3)}×`;
const table = (header, rows) =>
  [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

const sumPlugin = (ruleMs) =>
  Object.entries(ruleMs)
    .filter(([rule]) => rule.startsWith('vfs-compliance/'))
    .reduce((sum, [, value]) => sum + value, 0);

export function formatReport(data) {
  const { machine, comparisons, corpora } = data;
  const find = (corpus, variant) =>
    comparisons.find((entry) => entry.corpus === corpus && entry.variant.id === variant);
  const out = [];
  out.push('# Benchmark results');
  out.push('');
  if (data.quick) {
    out.push(
      '> **Smoke run (`--quick`)**: small corpora and one pair per comparison, to check the harness. Not a measurement: run `npm run bench` on a quiet machine for figures.',
    );
    out.push('');
  }
  out.push(
    `Produced by \`npm run bench\` on ${data.date} in ${data.totalMinutes.toFixed(1)} min; ${data.pairCount} alternating pair(s) per comparison${
      data.largePairCount === undefined
        ? ''
        : ` (${data.largePairCount} on gen-2000${data.largeRtc ? '' : ', where recommendedTypeChecked was left out (`--skip-large-rtc`)'})`
    }.`,
  );
  out.push('');
  out.push('## Machine');
  out.push('');
  out.push(
    table(
      ['', ''],
      [
        ['CPU', `${machine.cpus} × ${machine.cpuModel}`],
        ['memory', `${machine.memoryGb.toFixed(1)} GB`],
        ['load average at the end (1, 5, 15 min)', machine.loadAverage.map((value) => value.toFixed(2)).join(', ')],
        ['OS', machine.platform],
        ['Node', machine.node],
        ...Object.entries(machine.versions).map(([name, version]) => [name, version]),
        ['eslint-plugin-vfs-compliance', machine.plugin],
      ],
    ),
  );
  out.push('');
  out.push('## Method');
  out.push('');
  out.push(
    [
      '- Every run is a fresh Node process (`bench/child.mjs`) that imports ESLint, lints one corpus with one config file once and prints JSON; wall time is measured around the whole process (module loading and TypeScript program creation included, as a CLI run pays them). Lint time, per-rule times (ESLint `stats: true`) and peak RSS (`process.resourceUsage().maxRSS`) come from inside the child.',
      '- Each comparison runs baseline and variant alternately (which goes first flips every pair); a ratio is the median of the per-pair ratios, a time the median of the runs.',
      "- **The floor** is ESLint with one rule that does nothing (one `Program` listener): what every real configuration pays before any rule does work. ESLint 10.15's linter computes every file's traversal steps and code path analysis (`SourceCode#traverse`, called from `runRules` in `lib/linter/linter.js`) whether or not a rule is configured, so the no-op rule adds only its one listener; it makes the floor explicit rather than relying on that.",
      '- Real corpora are copied into git-ignored `bench/corpus/<id>/` (ESLint ignores `node_modules`), each with a generated `tsconfig.json` (`allowJs` for JavaScript) that the typed configurations reach through `projectService`. JavaScript is linted with espree untyped and with typescript-eslint typed.',
      "- Inline configuration is off in every run (`allowInlineConfig: false`): the real corpora's own `/* eslint … */` comments name rules this run does not load, and would add messages that are neither the plugin's nor security's. The findings columns count only what the configured rules report.",
      '- Findings are counted per configuration; "security lines missed" are lines where `security/detect-non-literal-fs-filename` reports and the plugin reports nothing.',
      "- `--concurrency 2` runs ESLint's own worker threads; each worker builds its own TypeScript program, so memory is the whole process's peak RSS, and per worker that figure divided by two.",
      "- oxlint runs its binary with `fixtures/oxlint-project/.oxlintrc.json` (the plugin as a JS plugin, every rule on, oxlint's own rules off, its default thread count).",
    ].join('\n'),
  );
  out.push('');
  out.push('## Corpora');
  out.push('');
  out.push(
    table(
      ['id', 'what', 'files', 'lines'],
      corpora.map((corpus) => [corpus.id, corpus.description, String(corpus.files), String(corpus.lines)]),
    ),
  );
  out.push('');
  out.push('Configurations:');
  out.push('');
  for (const [id, label] of Object.entries(data.configurations)) out.push(`- \`${id}\`: ${label}`);
  out.push('');
  out.push('## Wall time and memory against the floor');
  out.push('');
  out.push(
    table(
      [
        'corpus',
        'baseline → variant',
        'baseline',
        'variant',
        'ratio (median)',
        'pair range',
        'peak RSS',
        'RSS ratio',
        'findings',
      ],
      comparisons.map((entry) => [
        entry.corpus,
        `${entry.baseline.id} → ${entry.variant.id}`,
        ms(entry.baseline.wallMs),
        ms(entry.variant.wallMs),
        `**${times(entry.ratio)}**`,
        `${entry.ratioRange[0].toFixed(3)}–${entry.ratioRange[1].toFixed(3)}`,
        `${mb(entry.baseline.maxRssKb)} → ${mb(entry.variant.maxRssKb)}`,
        times(entry.rssRatio),
        `${entry.baseline.findings} → ${entry.variant.findings}${entry.baseline.stable && entry.variant.stable ? '' : ' (unstable!)'}`,
      ]),
    ),
  );
  out.push('');
  out.push('## Rule times (ESLint stats, median ms over the runs)');
  out.push('');
  out.push(
    table(
      [
        'corpus',
        'configuration',
        'parse',
        'vfs-compliance (all rules)',
        'security fs rule',
        'no-op rule',
        'slowest plugin rules',
      ],
      comparisons.flatMap((entry) =>
        [entry.variant].map((side) => {
          const plugin = Object.entries(side.ruleMs)
            .filter(([rule]) => rule.startsWith('vfs-compliance/'))
            .sort((a, b) => b[1] - a[1])
            .slice(0, 3)
            .map(([rule, value]) => `${rule.replace('vfs-compliance/', '')} ${ms(value)}`)
            .join(', ');
          return [
            entry.corpus,
            side.id,
            ms(side.parseMs),
            ms(sumPlugin(side.ruleMs)),
            ms(side.ruleMs['security/detect-non-literal-fs-filename'] ?? 0),
            ms(side.ruleMs['bench/noop'] ?? 0),
            plugin || '–',
          ];
        }),
      ),
    ),
  );
  out.push('');
  out.push('## Findings: the plugin against eslint-plugin-security');
  out.push('');
  out.push(
    table(
      [
        'corpus',
        'plugin untyped',
        'plugin typed',
        'security fs rule',
        'security lines',
        'security lines the plugin misses',
        'examples',
      ],
      corpora.map((corpus) => {
        const cover = data.coverage[corpus.id];
        return [
          corpus.id,
          String(find(corpus.id, 'plugin').variant.findings),
          String(find(corpus.id, 'typed-plugin').variant.findings),
          String(find(corpus.id, 'security').variant.findings),
          String(cover.securityLines),
          `**${cover.missed}**`,
          cover.examples.map((example) => `\`${example}\``).join(', ') || '–',
        ];
      }),
    ),
  );
  out.push('');
  out.push('Plugin findings by rule (untyped / typed):');
  out.push('');
  for (const corpus of corpora) {
    const untyped = find(corpus.id, 'plugin').variant.byRule;
    const typed = find(corpus.id, 'typed-plugin').variant.byRule;
    const rules = [...new Set([...Object.keys(untyped), ...Object.keys(typed)])].sort();
    out.push(
      `- ${corpus.id}: ${rules.map((rule) => `${rule.replace('vfs-compliance/', '')} ${untyped[rule] ?? 0}/${typed[rule] ?? 0}`).join(', ') || 'none'}`,
    );
  }
  out.push('');
  const generated = corpora.filter((corpus) => corpus.id.startsWith('gen-'));
  if (generated.length >= 2) {
    out.push('## Per-file cost, small to large generated corpus');
    out.push('');
    out.push(
      table(
        [
          'corpus',
          'files',
          'untyped: plugin over floor, per file',
          'typed: plugin over floor, per file',
          'plugin rule time per file (untyped / typed)',
        ],
        generated.map((corpus) => {
          const untyped = find(corpus.id, 'plugin');
          const typed = find(corpus.id, 'typed-plugin');
          return [
            corpus.id,
            String(corpus.files),
            `${((untyped.variant.wallMs - untyped.baseline.wallMs) / corpus.files).toFixed(2)} ms`,
            `${((typed.variant.wallMs - typed.baseline.wallMs) / corpus.files).toFixed(2)} ms`,
            `${(sumPlugin(untyped.variant.ruleMs) / corpus.files).toFixed(2)} / ${(sumPlugin(typed.variant.ruleMs) / corpus.files).toFixed(2)} ms`,
          ];
        }),
      ),
    );
    out.push('');
    out.push(
      'The rule time per file (from stats) is the steadier figure; the wall-time difference carries the noise of two processes.',
    );
    out.push('');
  }
  if (data.concurrency.length > 0) {
    out.push('## `--concurrency 2`');
    out.push('');
    out.push(
      table(
        [
          'corpus',
          'configuration',
          'off',
          '2 workers',
          'speed-up',
          'peak RSS off',
          'peak RSS 2 workers (per worker)',
          'identical findings',
        ],
        data.concurrency.map((entry) => [
          entry.corpus,
          entry.configuration,
          ms(entry.singleMs),
          ms(entry.parallelMs),
          `**${entry.speedUp.toFixed(2)}×**`,
          mb(entry.singleRssKb),
          `${mb(entry.parallelRssKb)} (${mb(entry.parallelRssKb / 2)})`,
          entry.identical ? `yes (${entry.findings})` : '**no**',
        ]),
      ),
    );
    out.push('');
  }
  out.push('## oxlint (plugin as a JS plugin, no type information) beside ESLint untyped');
  out.push('');
  out.push(
    table(
      [
        'corpus',
        'oxlint wall',
        'ESLint untyped (floor + plugin) wall',
        'ESLint / oxlint',
        'oxlint findings',
        'ESLint untyped findings',
      ],
      data.oxlint.map((entry) => [
        entry.corpus,
        ms(entry.wallMs),
        ms(entry.eslintMs),
        `${(entry.eslintMs / entry.wallMs).toFixed(1)}×`,
        String(entry.findings) + (entry.foreign > 0 ? ` (+${entry.foreign} not from the plugin)` : ''),
        String(entry.eslintFindings),
      ]),
    ),
  );
  out.push('');
  out.push('## Does loading the plugin load `typescript`?');
  out.push('');
  out.push(
    `A fresh process that imports only the built plugin, with a module hook recording every resolution: ${data.loadCheck.modules} modules, typescript ${
      data.loadCheck.typescript.length === 0 ? '**not loaded**' : `**loaded** (${data.loadCheck.typescript.join(', ')})`
    }. Control (the same check importing typescript-eslint): typescript ${data.loadCheckControl.typescript.length > 0 ? 'loaded, so the check sees it' : '**not seen: the check is broken**'}.`,
  );
  out.push('');
  out.push('## The inference bound');
  out.push('');
  out.push(
    "`bench/inference-bound.mjs` asks the checker only for types no declaration states, where a typed fs analysis looks for what only types show (receivers of members named like an `fs` or `path` export, arguments bound to a call's result), and does nothing with the answers. It is what asking the checker for those values costs, not a proof that no design could avoid it (the file says why); the plugin's cost above it is the plugin's own work (its index, its tests per node, its wider questions).",
  );
  out.push('');
  out.push(
    table(
      [
        'corpus',
        'typed floor → bound',
        'typed floor → plugin',
        'plugin above the bound',
        'recommendedTypeChecked → bound',
        'recommendedTypeChecked → plugin',
        'typed RSS: bound / plugin',
      ],
      corpora.flatMap((corpus) => {
        const bound = find(corpus.id, 'typed-bound');
        const typed = find(corpus.id, 'typed-plugin');
        if (!bound || !typed) return [];
        const rtcBound = find(corpus.id, 'rtc-bound');
        const rtc = find(corpus.id, 'rtc-plugin');
        return [
          [
            corpus.id,
            times(bound.ratio),
            times(typed.ratio),
            // From the two ratios: each comparison has its own floor runs, and their medians differ by noise.
            `${((typed.ratio - bound.ratio) * 100).toFixed(1)} % of the floor`,
            rtcBound ? times(rtcBound.ratio) : '–',
            rtc ? times(rtc.ratio) : '–',
            `${times(bound.rssRatio)} / ${times(typed.rssRatio)}`,
          ],
        ];
      }),
    ),
  );
  out.push('');
  out.push('## Targets (issue 21)');
  out.push('');
  if (data.quick || data.pairCount < 5 || (data.largePairCount ?? 5) < 5) {
    out.push(
      `With ${Math.min(data.pairCount, data.largePairCount ?? data.pairCount)} pair(s) per comparison on some corpora, a status there is weaker evidence: ratios of a few pairs move by several per cent from run to run.`,
    );
    out.push('');
  }
  const rows = [];
  const optionalService = 'vfs-compliance/no-optional-file-system-service';
  for (const corpus of corpora) {
    const check = (label, value, limit, format = times) =>
      rows.push([
        corpus.id,
        label,
        format(value),
        `≤ ${format(limit)}`,
        value <= limit ? 'met' : `**missed by ${((value / limit - 1) * 100).toFixed(1)} %**`,
      ]);
    const untyped = find(corpus.id, 'plugin');
    const typed = find(corpus.id, 'typed-plugin');
    check('typed floor → + plugin', typed.ratio, 1.1);
    const rtc = find(corpus.id, 'rtc-plugin');
    if (rtc) check('recommendedTypeChecked → + plugin', rtc.ratio, 1.03);
    check('untyped floor → + plugin', untyped.ratio, 1.05);
    check('peak RSS, typed', typed.rssRatio, 1.05);
    // ORKVFS007's typed half costs what its untyped half does, where there is nothing to find.
    const found = (typed.variant.byRule[optionalService] ?? 0) + (untyped.variant.byRule[optionalService] ?? 0);
    const untypedMs = untyped.variant.ruleMs[optionalService] ?? 0;
    const typedMs = typed.variant.ruleMs[optionalService] ?? 0;
    if (found === 0 && untypedMs > 0)
      check('ORKVFS007 rule time, typed / untyped', typedMs / untypedMs, 2, (value) => `${value.toFixed(2)}×`);
    else
      rows.push([
        corpus.id,
        'ORKVFS007 rule time, typed / untyped',
        found > 0 ? `${found} finding(s)` : 'no rule time',
        '≤ 2.00× where it finds nothing',
        'not applicable',
      ]);
    // ORKVFS008 has no typed layer: its typed / untyped ratio is what the typed run alone does to a rule.
    const containment = 'vfs-compliance/no-lexical-containment';
    const containmentUntyped = untyped.variant.ruleMs[containment] ?? 0;
    if (containmentUntyped > 0)
      rows.push([
        corpus.id,
        'ORKVFS008 rule time, typed / untyped (no typed layer: the typed run itself)',
        `${((typed.variant.ruleMs[containment] ?? 0) / containmentUntyped).toFixed(2)}×`,
        '–',
        'for comparison',
      ]);
  }
  out.push(table(['corpus', 'target', 'measured', 'target', 'status'], rows));
  out.push('');
  return `${out.join('\n')}\n`;
}
