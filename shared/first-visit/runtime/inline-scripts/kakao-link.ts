// Makes /login's prerendered Kakao link work from the first paint (ADR 0014), as KakaoLoginButton does:
// href from the runtime config read at run time (a deploy changes it without a rebuild), a fresh `state`
// per click; a tap before the config arrives waits for it. Allowed by its hash (runtime/server/page-csp.ts).

/** The attribute the build gives the prerendered link in place of its placeholder href. */
export const KAKAO_LINK_ATTRIBUTE = 'data-kakao-login';
/** Must equal KAKAO_STATE_KEY and KAKAO_CALLBACK_PATH of @momentum/app-kit (checked by the shell's test). */
export const KAKAO_STATE_STORAGE_KEY = 'momentum.kakaoState';
export const KAKAO_CALLBACK = '/auth/kakao/callback';

/** ES5 and self-contained: it runs before any of the app's code, in the page's own scope. */
export const KAKAO_LINK_SCRIPT =
  '(function(){var a=document.querySelector("a[' +
  KAKAO_LINK_ATTRIBUTE +
  ']"),k=null,w=0;if(!a||!window.fetch||!window.URL)return;' +
  'function u(s){var x=new URL(k.authorizeUrl),p=x.searchParams;p.set("client_id",k.clientId);' +
  'p.set("redirect_uri",location.origin.replace(/\\/+$/,"")+"' +
  KAKAO_CALLBACK +
  '");p.set("response_type","code");if(s)p.set("state",s);return x.toString()}' +
  'function st(){var b=crypto.getRandomValues(new Uint8Array(32)),t="",i;for(i=0;i!==b.length;i++)t+=String.fromCharCode(b[i]);' +
  't=btoa(t).replace(/\\+/g,"-").replace(/\\//g,"_").replace(/=+$/,"");sessionStorage.setItem("' +
  KAKAO_STATE_STORAGE_KEY +
  '",t);return t}' +
  'a.addEventListener("click",function(e){if(!k){e.preventDefault();w=1;return}a.href=u(st())});' +
  'fetch("/app-config.json").then(function(r){return r.json()}).then(function(c){var n=c&&c.kakao;' +
  'if(!n||typeof n.authorizeUrl!=="string"||typeof n.clientId!=="string"||!n.clientId)return;var o=k;k=n;' +
  'try{a.href=u()}catch(x){k=o;return}if(w){w=0;a.click()}})["catch"](function(){})})()';
