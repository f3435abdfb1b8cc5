package tablescore.vision;

/** Probabilities of faces for one reading of a tile: the best, the runner-up and "not a tile". */
record FaceScores(String best, double confidence, String runnerUp, double noneProbability) {

  static FaceScores of(java.util.List<String> classes, double[] p) {
    int best = -1, second = -1;
    double none = 0;
    for (int i = 0; i < p.length; i++) {
      if (classes.get(i).equals(Faces.NONE)) {
        none = p[i];
        continue;
      }
      if (best < 0 || p[i] > p[best]) {
        second = best;
        best = i;
      } else if (second < 0 || p[i] > p[second]) {
        second = i;
      }
    }
    return new FaceScores(classes.get(best), p[best], second < 0 ? null : classes.get(second), none);
  }
}
