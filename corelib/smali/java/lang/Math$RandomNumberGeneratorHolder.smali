.class final Ljava/lang/Math$RandomNumberGeneratorHolder;
.super Ljava/lang/Object;
.source "Math.java"

# Holds Math.random()'s generator; class initialization makes it once, on first use.
.field static final randomNumberGenerator:Ljava/util/Random;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    sput-object v0, Ljava/lang/Math$RandomNumberGeneratorHolder;->randomNumberGenerator:Ljava/util/Random;
    return-void
.end method
