/** The one function of http_ece (no published types) the fake push service uses. */
declare module 'http_ece' {
  const ece: { decrypt(buffer: Buffer, params: object): Buffer };
  export default ece;
}
