/**
 * A page for the review's components until the play page shows them (tests/e2e/review-panel.spec.ts
 * bundles it with esbuild and adds it to a built play page): the replay's controls and the review panel,
 * given a real review and a real game's log lines by the test (window.__REVIEW_HARNESS__). Their intents
 * are written to window.__REVIEW_INTENTS__; window.__REVIEW_STEP__(n) shows the review with n decisions judged.
 */
import { render } from 'preact';
import { useState } from 'preact/hooks';
import { ReplayControls, type ReplayLine } from '../../src/components/review/ReplayControls';
import { ReviewPanel } from '../../src/components/review/ReviewPanel';
import { turningOrder, type Review } from '../../src/engine/core/review';

interface HarnessData {
  readonly review: Review;
  /** The log's lines of each move. */
  readonly lines: readonly (readonly ReplayLine[])[];
  readonly names: readonly string[];
  readonly game: string;
}

const w = window as unknown as {
  __REVIEW_HARNESS__: HarnessData;
  __REVIEW_INTENTS__: string[];
  __REVIEW_STEP__?: (judged: number) => void;
};

function Harness({ data }: { data: HarnessData }) {
  const [judged, setJudged] = useState(0);
  const [at, setAt] = useState(data.lines.length);
  w.__REVIEW_STEP__ = setJudged;
  const log = (s: string) => w.__REVIEW_INTENTS__.push(s);
  const decisions = data.review.decisions.slice(0, judged);
  const soFar: Review = { ...data.review, decisions, turningPoints: turningOrder(decisions) };
  return (
    <div class="review-harness">
      <ReplayControls
        at={at}
        count={data.lines.length}
        lines={data.lines[at - 1] ?? []}
        game={data.game}
        onGo={(n) => {
          log(`go ${n}`);
          setAt(n);
        }}
      />
      <ReviewPanel
        review={soFar}
        names={data.names}
        game={data.game}
        onShow={(m) => {
          log(`show ${m}`);
          setAt(m);
        }}
        onTry={(d) => log(`try ${d}`)}
        onCancel={() => log('cancel')}
      />
    </div>
  );
}

w.__REVIEW_INTENTS__ = [];
const host = document.createElement('div');
host.id = 'review-harness';
(document.querySelector('main') ?? document.body).prepend(host);
render(<Harness data={w.__REVIEW_HARNESS__} />, host);
