#import "MessageCell.h"
#import <Masonry/Masonry.h>

@implementation MessageCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        UIImageView *avatarView = [[UIImageView alloc] init];
        UILabel *nameLabel = [[UILabel alloc] init];
        [self.contentView addSubview:avatarView];
        [self.contentView addSubview:nameLabel];
        MASAttachKeys(avatarView, nameLabel);
        [avatarView mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.equalTo(self.contentView).offset(10);
            make.width.equalTo(@50);
            make.height.equalTo(avatarView.mas_width);
            make.centerY.equalTo(self.contentView);
        }];
        [nameLabel mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.equalTo(avatarView.mas_right).offset(10).key(@"nameLeft");
            make.width.mas_greaterThanOrEqualTo(190).key(@"nameWidth");
            make.right.equalTo(self.contentView).with.inset(10);
            make.centerY.equalTo(avatarView);
        }];
    }
    return self;
}

@end
