import shell from '~/shell/shell.module.css';

/** Demo jobs say so, as demo salary data does. */
export const DemoJobLabel = () => (
  <span className={shell.demoLabel} title="A generated demonstration job, not a real posting">
    Demo job
  </span>
);
