// The vnu-jar package ships no types. Its export is the path of vnu.jar, as a String object.
declare module 'vnu-jar' {
  const jarPath: { toString(): string };
  export default jarPath;
}
