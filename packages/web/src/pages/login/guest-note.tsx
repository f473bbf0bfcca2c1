/** /login: what guest mode offers and what it does not. */
export function GuestNote() {
  return (
    <div className="rounded-xl bg-slate-100 p-4 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
      <h2 className="mb-2 font-semibold text-slate-900 dark:text-slate-100">Guest mode</h2>
      <ul className="list-disc space-y-1 pl-5">
        <li>Play the Offline Party Pack and join online parties right away.</li>
        <li>Your guest session lives only on this device and ends when you sign out.</li>
        <li>Name changes last only for this session.</li>
        <li>Sign in with Google to keep your game history and use Database Maintenance.</li>
      </ul>
    </div>
  );
}
