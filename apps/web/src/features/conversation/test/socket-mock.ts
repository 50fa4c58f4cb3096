// The conversation tests share the app's one fake session socket.
export { emitted, emitSocket as serverSends, fakeSocket, listening, resetSocket, socketListeners } from '../../../test/fake-socket';
