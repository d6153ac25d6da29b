/** One label/value line of the summary lists (a registration, a runner's card). */
export function DlRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
