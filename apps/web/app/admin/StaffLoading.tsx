/** The server-rendered (and pre-hydration) stand-in for the Ant Design staff screens. */
export function StaffLoading() {
  return (
    <main
      id="main"
      style={{ display: 'grid', placeItems: 'center', minHeight: '100vh', margin: 0 }}
      aria-busy="true"
    >
      <p role="status" lang="en">
        Loading...
      </p>
    </main>
  );
}
