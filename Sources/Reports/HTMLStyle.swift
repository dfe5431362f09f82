/// The report page's style sheet (inline; system fonts only).
enum HTMLStyle {
  static let css = """
    :root { --pass: #e3f4e8; --fail: #fde2e1; --diverges: #fff0d6; --absent: #eef0f2; --differs: #fff6bf;
      --line: #d0d4d9; --ink: #1f2328; --muted: #59636e; }
    * { box-sizing: border-box; }
    body { margin: 0 auto; padding: 1rem 1.5rem 3rem; max-width: 110rem; color: var(--ink);
      font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; }
    h1 { font-size: 1.5rem; margin: 0.5rem 0; } h2 { font-size: 1.2rem; margin-top: 2rem; }
    code, pre { font: 12px/1.4 ui-monospace, Menlo, Consolas, monospace; }
    pre { margin: 0; white-space: pre-wrap; word-break: break-word; }
    .totals { font-size: 1.1rem; margin: 0.25rem 0; } .meta { color: var(--muted); margin: 0.25rem 0; }
    table { border-collapse: collapse; }
    th, td { border: 1px solid var(--line); padding: 0.3rem 0.5rem; text-align: left; vertical-align: top; }
    thead th { background: #f6f8fa; position: sticky; top: 0; }
    thead tr.eras th { position: static; text-align: center; border-bottom: 2px solid var(--muted); }
    .matrix td { white-space: nowrap; }
    .scenario .path, summary .path { display: block; color: var(--muted);
      font: 12px ui-monospace, monospace; }
    td.pass { background: var(--pass); } td.fail { background: var(--fail); }
    td.diverges { background: var(--diverges); } td.absent { background: var(--absent); color: var(--muted); }
    details.scenario { border: 1px solid var(--line); border-radius: 6px; margin: 0.75rem 0;
      padding: 0.25rem 0.75rem; }
    details.scenario > summary { cursor: pointer; padding: 0.25rem 0; font-weight: 600; }
    .divergence { background: var(--diverges); padding: 0.4rem 0.6rem; border-radius: 4px; }
    .steps-wrap { overflow-x: auto; margin: 0.5rem 0 0.75rem; }
    table.steps { table-layout: fixed; min-width: 100%; }
    table.steps th.step { width: 11rem; } table.steps td, table.steps thead th.variant { width: 18rem; }
    .step .line { color: var(--muted); font: 12px ui-monospace, monospace; margin-right: 0.4rem; }
    tr.first-divergence th.step { background: var(--diverges); }
    td.differs { background: #fffdf0; }
    .aspect { margin: 0.15rem 0; padding: 0.15rem 0.3rem; border-left: 3px solid transparent; }
    .aspect.differs { background: var(--differs); border-left-color: #d4a72c; }
    .aspect .label { color: var(--muted); font-size: 11px; text-transform: uppercase;
      letter-spacing: 0.03em; }
    .aspect ul { margin: 0; padding-left: 1.1rem; }
    .screen pre { max-height: 18rem; overflow: auto; }
    .failures { margin: 0.25rem 0 0; padding: 0.2rem 0.3rem 0.2rem 1.3rem; background: var(--fail); }
    .failures li { white-space: pre-wrap; word-break: break-word; }
    .ended { color: var(--muted); font-style: italic; }
    .charts { display: flex; flex-wrap: wrap; gap: 1.5rem; margin-top: 1rem; }
    figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 0.25rem; }
    table.cost td { text-align: right; } table.cost th.role { padding-left: 1.5rem; font-weight: normal; }
    .note { color: var(--muted); }
    td.same { color: var(--muted); font-style: italic; }
    td.known { background: #fff8c5; }
    .wide { overflow-x: auto; }
    #divergences li { margin: 0.3rem 0; }
    .step-list { margin: 0.25rem 0 0.5rem; padding: 0.3rem 0.6rem; background: #f6f8fa; border-radius: 4px; }
    .diff pre { background: #f6f8fa; padding: 0.4rem 0.6rem; border-radius: 4px; overflow-x: auto; }
    .diff .ins { background: #dafbe1; display: block; } .diff .del { background: #ffebe9; display: block; }
    .diff .ctx { display: block; }
    .patches { display: grid; grid-auto-flow: column; grid-auto-columns: minmax(22rem, 1fr); gap: 0.75rem;
      overflow-x: auto; } .patch h4 { margin: 0.5rem 0 0.25rem; }
    .role { padding: 0 0.35rem; border-radius: 3px; font-size: 12px; } .role.test { background: #eef0f2; }
    .app-output pre { background: #f6f8fa; padding: 0.4rem 0.6rem; border-radius: 4px; overflow-x: auto; }
    @media (max-width: 600px) {
      body { padding: 0.5rem 0.6rem 2rem; font-size: 13px; }
      table.steps th.step { width: 7rem; } table.steps td, table.steps thead th.variant { width: 14rem; }
      .matrix td { white-space: normal; }
      details.scenario { padding: 0.25rem 0.4rem; }
    }
    """
}
