// The Yandex ID OAuth flow returns here with the access token in the address's hash. The page
// hands it to the window that opened it (same origin only) and closes; the app does the rest.
(function () {
  var params = new URLSearchParams(window.location.hash.slice(1));
  var message = { type: 'yandex-id', accessToken: params.get('access_token'), error: params.get('error') };
  if (window.opener && window.opener !== window) {
    window.opener.postMessage(message, window.location.origin);
    window.close();
  } else {
    window.location.replace('/');
  }
})();
