/** Three cards of an offer's size while the search runs. */
export function OfferSkeletons() {
  return (
    <ul className="ctor-offers" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <li key={index} className="ctor-offer">
          <span className="ctor-bar ctor-bar-title" />
          <span className="ctor-bar" />
          <span className="ctor-bar" />
          <span className="ctor-bar" />
          <span className="ctor-bar ctor-bar-short" />
        </li>
      ))}
    </ul>
  );
}
