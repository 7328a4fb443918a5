/** As many placeholders as fill the pane's least height, each the size of an appeal. */
const SKELETONS = 3;

/** The appeals list while it loads: its code, then its data. */
export function AppealsPlaceholder() {
  return (
    <ul className="fb-appeals" aria-busy="true">
      {Array.from({ length: SKELETONS }, (_, i) => (
        // Keys of their own: a placeholder keyed 1 would otherwise become appeal 1, moved up into its place.
        <li key={`placeholder-${i}`} className="fb-appeal fb-appeal-skeleton">
          <span className="fb-skeleton" style={{ width: '60%' }} />
          <span className="fb-skeleton" style={{ width: '35%' }} />
          <span className="fb-skeleton" style={{ width: '90%' }} />
        </li>
      ))}
    </ul>
  );
}
