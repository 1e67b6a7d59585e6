/**
 * The hand-over gate: nobody's hand faces the screen until the next person says it is theirs. It says
 * when every hand will be face up ("Show all hands" is on), and when that was turned on or off since
 * this person's last turn (the others may have seen their hand).
 */
export function HandoffGate({ name, teaching, since, onReady }: { name: string; teaching: boolean; since: readonly boolean[]; onReady: () => void }) {
  const turned = since.length === 0 ? '' : since.length === 1 ? (since[0] ? 'on' : 'off') : since[0] ? 'on and off' : 'off and on';
  return (
    <div class="handoff" role="group" aria-label="Pass the screen">
      {since.some((on) => on) && (
        <p class="play-message is-error" role="note">
          {name}: since your last turn, “Show all hands” was turned {turned}, so the others may have seen your hand.
        </p>
      )}
      {teaching ? (
        // With every hand face up for teaching, the screen hides nothing: the players must hear so before they go on.
        <p class="play-message is-error" role="note">
          {name}, it is your turn. “Show all hands” is on: every hand, yours too, will be face up for everyone to see. Turn it off below to keep hands secret.
        </p>
      ) : (
        <p>{name}, it is your turn. Make sure only you can see the screen, then press the button.</p>
      )}
      <div class="play-actions">
        <button type="button" class="btn btn-primary" onClick={onReady}>
          I am ready ({name})
        </button>
      </div>
    </div>
  );
}
