// planer ships no types: the one function the benchmark calls (scripts/bench/answer-mail.ts).
declare module 'planer' {
  const planer: { extractFrom(body: string, contentType: 'text/plain'): string }
  export default planer
}
