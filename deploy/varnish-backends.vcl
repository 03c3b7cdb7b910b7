# The two app replicas of docker-compose.yml. `npm run cluster` generates its own version of
# this file with the local ports.
probe ready {
  .url = "/api/health/ready";
  .interval = 2s;
  .timeout = 2s;
  .window = 3;
  .threshold = 2;
  .initial = 2;
}

backend app_a {
  .host = "app-a";
  .port = "3000";
  .probe = ready;
}

backend app_b {
  .host = "app-b";
  .port = "3000";
  .probe = ready;
}

sub vcl_init {
  new app = directors.round_robin();
  app.add_backend(app_a);
  app.add_backend(app_b);
}
