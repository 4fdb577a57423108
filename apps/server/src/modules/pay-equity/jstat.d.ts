/** The part of jStat (no types of its own) the pay-equity model uses: Student's t quantile. */
declare module 'jstat' {
  const jstat: { jStat: { studentt: { inv(p: number, dof: number): number } } };
  export default jstat;
}
