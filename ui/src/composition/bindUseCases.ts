import { ApiClient } from "@lectern/core/api/ApiClient";
import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import { CheckLicenceKey } from "@lectern/core/auth/application/CheckLicenceKey";
import { ExchangeTemporaryToken } from "@lectern/core/auth/application/ExchangeTemporaryToken";
import { HandOverToken } from "@lectern/core/auth/application/HandOverToken";
import { LoadCountries } from "@lectern/core/auth/application/LoadCountries";
import { LoginWithPassword } from "@lectern/core/auth/application/LoginWithPassword";
import { LoginWithTokenId } from "@lectern/core/auth/application/LoginWithTokenId";
import { LookUpOrganisations } from "@lectern/core/auth/application/LookUpOrganisations";
import { RedeemLicenceKey } from "@lectern/core/auth/application/RedeemLicenceKey";
import { RedirectMemory } from "@lectern/core/auth/application/RedirectMemory";
import { NavigationRequests } from "@lectern/core/kernel/NavigationRequests";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import { ClockPort } from "@lectern/core/ports/ClockPort";
import { HttpPort } from "@lectern/core/ports/HttpPort";
import { KeyValueStore } from "@lectern/core/ports/KeyValueStore";
import { NetworkProbe } from "@lectern/core/ports/NetworkProbe";
import { SocketPort } from "@lectern/core/ports/SocketPort";
import type { Container } from "inversify";

/**
 * Binds the mode-independent core every page needs (the session, the network monitor and the
 * sign-in use cases; registration and the password reset bind with their pages, bindAccountForms),
 * each built by an explicit factory from the ports a mode's bind function
 * provided (no decorators, no emitted metadata). What only a signed-in user needs is in bindSignedIn.
 */
export const bindUseCases = (container: Container): void => {
  container.bind(NavigationRequests).toResolvedValue(() => new NavigationRequests());
  container
    .bind(NetworkMonitor)
    .toResolvedValue(
      (probe: NetworkProbe, clock: ClockPort) => new NetworkMonitor(probe, clock),
      [NetworkProbe, ClockPort],
    );
  container
    .bind(ApiClient)
    .toResolvedValue(
      (http: HttpPort, keyValue: KeyValueStore, network: NetworkMonitor) => new ApiClient(http, keyValue, network),
      [HttpPort, KeyValueStore, NetworkMonitor],
    );
  container
    .bind(AuthSession)
    .toResolvedValue(
      (api: ApiClient, keyValue: KeyValueStore, socket: SocketPort, navigation: NavigationRequests) =>
        new AuthSession(api, keyValue, socket, navigation),
      [ApiClient, KeyValueStore, SocketPort, NavigationRequests],
    );
  container
    .bind(RedirectMemory)
    .toResolvedValue((keyValue: KeyValueStore) => new RedirectMemory(keyValue), [KeyValueStore]);

  const withApi = <T>(useCase: new (api: ApiClient) => T) =>
    container.bind(useCase).toResolvedValue((api: ApiClient) => new useCase(api), [ApiClient]);
  const withApiAndSession = <T>(useCase: new (api: ApiClient, session: AuthSession) => T) =>
    container
      .bind(useCase)
      .toResolvedValue((api: ApiClient, session: AuthSession) => new useCase(api, session), [ApiClient, AuthSession]);

  withApi(LookUpOrganisations);
  withApi(LoadCountries);
  withApi(CheckLicenceKey);
  withApi(RedeemLicenceKey);
  withApiAndSession(LoginWithPassword);
  withApiAndSession(ExchangeTemporaryToken);
  withApiAndSession(LoginWithTokenId);
  container.bind(HandOverToken).toResolvedValue((session: AuthSession) => new HandOverToken(session), [AuthSession]);
};
