import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends every run with one plain line, 'N passed, N failed, N skipped', that CI and people can read alike, after the
 * seconds each project's files took (setup, collection and tests, summed over files: the figure the suite's speed is
 * judged by per project, since projects run side by side).
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const seconds = new Map<string, { files: number; ms: number }>();
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
      if (module.state() === 'failed' && !module.children.size) counts.failed++;
      const { setupDuration, collectDuration, duration } = module.diagnostic();
      const project = seconds.get(module.project.name) ?? { files: 0, ms: 0 };
      seconds.set(module.project.name, { files: project.files + 1, ms: project.ms + setupDuration + collectDuration + duration });
    }
    for (const [name, { files, ms }] of seconds) {
      process.stdout.write(`\n${name}: ${files} files, ${(ms / 1000).toFixed(1)} s in files`);
    }
    process.stdout.write(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
