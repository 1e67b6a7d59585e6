/** The hand-over gate: nobody's hand faces the screen until the next person says it is theirs. */
export function HandoffGate({ name, teaching, onReady }: { name: string; teaching: boolean; onReady: () => void }) {
  return (
    <div class="handoff" role="group" aria-label="Pass the screen">
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
