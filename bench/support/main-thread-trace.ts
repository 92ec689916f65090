// A page load as Chromium's trace sees its main thread: the tasks it ran (what Lighthouse's blocking time adds up,
// task by task) and the CPU samples taken in them, on one clock. For profile-route.ts.
import type { CDPSession } from 'playwright-core';

export type Frame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
export interface TracedLoad {
  /** The main thread's tasks, in µs of the trace's clock. */
  tasks: { start: number; duration: number }[];
  samples: { at: number; frame: Frame }[];
  /** The browser's own rendering work in those tasks (style, layout, paint…), which the CPU samples leave unnamed. */
  rendering: { name: string; start: number; duration: number }[];
}

const RENDERING = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'ParseAuthorStyleSheet', 'HitTest']);

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; id?: string; args?: any };
type ProfileNode = { id: number; callFrame: Partial<Frame>; parent?: number };

/** Traces `load` (a navigation to `origin` and its wait) with the top-level tasks and V8's sampling profiler. */
export async function traceLoad(cdp: CDPSession, origin: string, load: () => Promise<void>): Promise<TracedLoad> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,disabled-by-default-v8.cpu_profiler',
    transferMode: 'ReportEvents',
  });
  await load();
  await cdp.send('Tracing.end');
  await complete;
  // Each V8 isolate the trace profiled (the browser's own pages too); the page's is the one that ran its scripts most.
  const ours = (samples: TracedLoad['samples']) => samples.filter((sample) => sample.frame.url.startsWith(origin)).length;
  const profiles = events
    .filter((event) => event.name === 'Profile')
    .map((profile) => ({ profile, samples: samplesOf(profile, events) }))
    .sort((a, b) => ours(b.samples) - ours(a.samples));
  const page = profiles[0];
  if (!page) throw new Error('The trace holds no CPU profile');
  const onMainThread = events.filter((e) => e.ph === 'X' && e.pid === page.profile.pid && e.tid === page.profile.tid);
  const tasks = onMainThread
    .filter((e) => e.name === 'RunTask')
    .map((task) => ({ start: task.ts, duration: task.dur ?? 0 }))
    .sort((a, b) => a.start - b.start);
  const rendering = onMainThread.filter((e) => RENDERING.has(e.name)).map((e) => ({ name: e.name, start: e.ts, duration: e.dur ?? 0 }));
  return { tasks, samples: page.samples, rendering };
}

function samplesOf(profile: TraceEvent, events: TraceEvent[]): TracedLoad['samples'] {
  const frames = new Map<number, Frame>();
  const samples: TracedLoad['samples'] = [];
  let at: number = profile.args.data.startTime;
  for (const chunk of events) {
    if (chunk.name !== 'ProfileChunk' || chunk.id !== profile.id || chunk.pid !== profile.pid) continue;
    const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    // The trace leaves out a frame's empty fields (a native frame's url).
    for (const node of cpuProfile.nodes ?? [])
      frames.set(node.id, { functionName: '', url: '', lineNumber: 0, columnNumber: 0, ...node.callFrame });
    (cpuProfile.samples ?? []).forEach((id, i) => {
      at += timeDeltas[i] ?? 0;
      const frame = frames.get(id);
      if (frame) samples.push({ at, frame });
    });
  }
  return samples;
}
